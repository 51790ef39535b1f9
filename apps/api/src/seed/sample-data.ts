import type { Db } from '../db/client.ts';

/** Sample rows for the demo (embedded database only). Feature modules add theirs here. */
export async function seedSampleData(_db: Db, _ids: { adminId: string; vendorId: string }): Promise<void> {}
