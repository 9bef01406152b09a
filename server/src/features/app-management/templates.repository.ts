import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { emailTemplates } from '../../db/schema.js';

export type TemplateFields = { name: string; subject: string; body: string };
const columns = { id: emailTemplates.id, name: emailTemplates.name, subject: emailTemplates.subject, body: emailTemplates.body };

export function createTemplatesRepository(db: Db) {
  return {
    list: (cloudId: string) => db.select(columns).from(emailTemplates).where(eq(emailTemplates.cloudId, cloudId)).orderBy(asc(emailTemplates.name), asc(emailTemplates.id)),
    async ownerOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ cloudId: emailTemplates.cloudId }).from(emailTemplates).where(eq(emailTemplates.id, id));
      return row?.cloudId;
    },
    /** The tenant's template `id`, else the one named `name` (the one a save by name changes); undefined when there is none. */
    async find(cloudId: string, where: { id: number } | { name: string }) {
      const which = 'id' in where ? eq(emailTemplates.id, where.id) : eq(emailTemplates.name, where.name);
      const [row] = await db.select(columns).from(emailTemplates).where(and(eq(emailTemplates.cloudId, cloudId), which));
      return row;
    },
    /** Changes the template `id` of the tenant; undefined when it is gone. */
    async update(cloudId: string, id: number, fields: TemplateFields) {
      const [row] = await db
        .update(emailTemplates)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(emailTemplates.id, id), eq(emailTemplates.cloudId, cloudId)))
        .returning(columns);
      return row;
    },
    /** Creates the tenant's template of that name, or updates it: the console saves by name. */
    async upsertByName(cloudId: string, fields: TemplateFields) {
      const [row] = await db
        .insert(emailTemplates)
        .values({ cloudId, ...fields })
        .onConflictDoUpdate({ target: [emailTemplates.cloudId, emailTemplates.name], set: { subject: fields.subject, body: fields.body, updatedAt: new Date() } })
        .returning(columns);
      if (!row) throw new Error('an upsert returned no row');
      return row;
    },
    async remove(cloudId: string, id: number): Promise<boolean> {
      const rows = await db.delete(emailTemplates).where(and(eq(emailTemplates.id, id), eq(emailTemplates.cloudId, cloudId))).returning({ id: emailTemplates.id });
      return rows.length > 0;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
