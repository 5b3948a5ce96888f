import type { Metadata } from 'next';
import { NextDestination } from '@/components/auth/next-destination';
import { BannerStrip } from '@/components/home/banner-strip';
import { BookIcon, ClockIcon, DiaryIcon, GiftIcon } from '@/components/home/block-icons';
import { FeatureBlock } from '@/components/home/feature-block';
import { Hero } from '@/components/home/hero';
import { PrizeDrawPopupLoader } from '@/components/home/prize-draw-popup-loader';
import { prizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';
import { banner, homeBannerIds } from '@/lib/site/banners';
import { brand } from '@/lib/site/brand';

export const metadata: Metadata = {
  description:
    'A guided breast self-check in a few minutes, a digital diary of what you find, and offers from partner brands. Free for women in the UK.',
  alternates: { canonical: '/' },
  openGraph: { title: brand.fullName, url: '/' },
};

const [firstBanner, secondBanner] = homeBannerIds.map(banner);

export default function HomePage() {
  return (
    <div className="space-y-10">
      <NextDestination />
      <Hero />
      <FeatureBlock
        heading="It only takes a few minutes!"
        icon={<ClockIcon />}
        link={{ href: '/check', label: 'How to check your breasts' }}
      >
        <p>
          Checking your breasts needs no special technique: look and feel, from your collarbone to your armpits, and
          notice the size, shape and appearance of each breast. Once a month, a few days after your period ends or on a
          date you choose, is a good habit.
        </p>
        <p>Our guided check walks you through each step, and we can remind you when it’s time.</p>
      </FeatureBlock>
      {firstBanner ? <BannerStrip banner={firstBanner} /> : null}
      <FeatureBlock
        heading="Quick & easy self-reporting"
        icon={<DiaryIcon />}
        link={{ href: '/diary', label: 'About the digital diary' }}
      >
        <p>
          After each check, fill in your digital diary: what you noticed in each breast, where, and how marked it was.
          Whenever you like, rate your stress, sleep, mood and tiredness too.
        </p>
        <p>Over time it becomes a clear record you can show your GP if anything changes.</p>
      </FeatureBlock>
      <FeatureBlock
        heading="The Incentive Scheme"
        icon={<GiftIcon />}
        link={{ href: '/scheme', label: 'How the scheme works' }}
      >
        <p>
          Members can get online offers and discount codes from partner brands in fashion, health, beauty, home, garden,
          travel and leisure. Taking part is optional and never depends on your health records.
        </p>
      </FeatureBlock>
      {secondBanner ? <BannerStrip banner={secondBanner} /> : null}
      <FeatureBlock
        heading="Packed full of extra resources"
        icon={<BookIcon />}
        link={{ href: '/knowledge', label: 'Browse the knowledge library' }}
      >
        <p>
          Our knowledge library covers fitness, health and nutrition, as well as wellbeing and lifestyle, with every
          article sourced and reviewed.
        </p>
      </FeatureBlock>
      <PrizeDrawPopupLoader draw={prizeDrawCloseForBrowser()} />
    </div>
  );
}
