/** Column helpers shared by the schema's files. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Binary data; the database BlobStore reads and writes it as base64 text (see why there). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
