import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/session';
import { exportPrizeDrawEntrants } from '@/lib/data/admin';
import { logDataFailure, toDataError } from '@/lib/data/errors';

/** The prize draw's entrants as CSV: name and email only. */
export async function GET() {
  await requireAdmin('/admin/prize-draw');
  try {
    const csv = await exportPrizeDrawEntrants();
    return new NextResponse(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="prize-draw-entrants.csv"',
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    logDataFailure(toDataError(error, 'ExportPrizeDrawEntrants'));
    return new NextResponse('The export is not available just now. Please try again.', {
      status: 503,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
}
