import { z } from 'zod';

/** Deleting one check: only its id, which the store checks is hers. */
export const deleteCheckSchema = z.object({ id: z.uuid({ error: 'This check could not be found.' }) });
