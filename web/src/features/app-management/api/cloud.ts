/** The cloud id field of a call: only when the super tenant looks at another tenant. */
export const cloudField = (cloudId?: string) => (cloudId ? { cloud_id: cloudId } : {});
