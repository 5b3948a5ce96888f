import 'server-only';
import { NextResponse } from 'next/server';
import { logDataFailure, toDataError } from '@/lib/data/errors';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * An admin export as a CSV download, never cached. The route checks requireAdmin() itself before calling this.
 * A failed export is logged (operation and error type only) and answered with a 503 the admin can read.
 */
export async function csvDownload(operation: string, filename: string, load: () => Promise<string>) {
  try {
    const csv = await load();
    return new NextResponse(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        ...NO_STORE,
      },
    });
  } catch (error) {
    logDataFailure(toDataError(error, operation));
    return new NextResponse('The export is not available just now. Please try again.', {
      status: 503,
      headers: NO_STORE,
    });
  }
}
