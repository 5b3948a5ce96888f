import { NextResponse, type NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/auth/session';
import { exportPartnerCodes } from '@/lib/data/admin';
import { csvDownload } from '../csv-download';

/** Claimed codes of one partner as CSV (code, offer, claimedAt, status): for the partner, so no member's details. */
export async function GET(request: NextRequest) {
  await requireAdmin('/admin');
  const partner = request.nextUrl.searchParams.get('partner') ?? '';
  if (!/^[a-z0-9-]{1,64}$/.test(partner))
    return new NextResponse('Unknown partner', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return csvDownload('ExportPartnerCodes', `${partner}-claimed-codes.csv`, () => exportPartnerCodes(partner));
}
