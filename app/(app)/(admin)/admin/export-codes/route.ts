import { NextResponse, type NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/auth/session';
import { exportPartnerCodes } from '@/lib/data/admin';
import { logDataFailure, toDataError } from '@/lib/data/errors';

/** Claimed codes of one partner as CSV (code, offer, claimedAt, status): for the partner, so no member's details. */
export async function GET(request: NextRequest) {
  await requireAdmin('/admin');
  const partner = request.nextUrl.searchParams.get('partner') ?? '';
  if (!/^[a-z0-9-]{1,64}$/.test(partner))
    return new NextResponse('Unknown partner', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  try {
    const csv = await exportPartnerCodes(partner);
    return new NextResponse(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${partner}-claimed-codes.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    logDataFailure(toDataError(error, 'ExportPartnerCodes'));
    return new NextResponse('The export is not available just now. Please try again.', {
      status: 503,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
}
