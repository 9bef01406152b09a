/** The whole answer to a form refused on one field: the message, its id, and both again under the field. */
export const refusedOnField = (field: string, message: string, messageId: string) => ({
  code: 'VALIDATION_FAILED',
  message,
  messageId,
  fieldErrors: { [field]: message },
  fieldErrorIds: { [field]: { id: messageId } },
});
