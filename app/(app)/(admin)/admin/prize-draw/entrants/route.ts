import { requireAdmin } from '@/lib/auth/session';
import { exportPrizeDrawEntrants } from '@/lib/data/admin';
import { csvDownload } from '../../csv-download';

/** The prize draw's entrants as CSV: name and email only. */
export async function GET() {
  await requireAdmin('/admin/prize-draw');
  return csvDownload('ExportPrizeDrawEntrants', 'prize-draw-entrants.csv', exportPrizeDrawEntrants);
}
