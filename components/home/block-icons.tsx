// Small line icons drawn for the home page blocks (decorative: each block has a heading).
const common = {
  viewBox: '0 0 24 24',
  className: 'size-7',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
} as const;

export const ClockIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" strokeLinecap="round" />
  </svg>
);

export const DiaryIcon = () => (
  <svg {...common}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" strokeLinecap="round" />
  </svg>
);

export const GiftIcon = () => (
  <svg {...common}>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M12 9v11M4 13h16M12 9c-2-4-6-4-6-1.5S9 9 12 9zm0 0c2-4 6-4 6-1.5S15 9 12 9z" />
  </svg>
);

export const BookIcon = () => (
  <svg {...common}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
    <path d="M4 21V5M8 7h7" strokeLinecap="round" />
  </svg>
);
