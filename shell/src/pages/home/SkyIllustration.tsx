import type { ReactElement } from 'react';

/**
 * The hero picture, drawn inline (no image files, no network): a calm sky, a planned route with
 * waypoints and a drone on it — the platform's subject in one glance.
 */
export function SkyIllustration({ title }: { title: string }): ReactElement {
  return (
    <svg viewBox="0 0 480 360" width="100%" role="img" aria-label={title}>
      <defs>
        <linearGradient id="home-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#cfe8fb" />
          <stop offset="1" stopColor="#f4f9fe" />
        </linearGradient>
        <linearGradient id="home-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d8ecdf" />
          <stop offset="1" stopColor="#c3e0cd" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="480" height="360" rx="24" fill="url(#home-sky)" />
      <circle cx="388" cy="78" r="34" fill="#ffe7a8" opacity="0.9" />
      <g fill="#ffffff" opacity="0.95">
        <ellipse cx="120" cy="84" rx="52" ry="16" />
        <ellipse cx="152" cy="74" rx="34" ry="18" />
        <ellipse cx="300" cy="130" rx="44" ry="13" />
        <ellipse cx="326" cy="122" rx="26" ry="14" />
      </g>
      <path
        d="M0 290 C 90 262, 170 300, 250 280 S 400 256, 480 276 L480 336 Q480 360 456 360 L24 360 Q0 360 0 336 Z"
        fill="url(#home-ground)"
      />
      <path
        d="M70 282 C 120 200, 200 230, 240 170 S 360 120, 410 200"
        fill="none"
        stroke="#1583d6"
        strokeWidth="3"
        strokeDasharray="8 8"
        strokeLinecap="round"
      />
      <g fill="#ffffff" stroke="#1583d6" strokeWidth="3">
        <circle cx="70" cy="282" r="8" />
        <circle cx="240" cy="170" r="7" />
        <circle cx="410" cy="200" r="8" />
      </g>
      <g transform="translate(300 132)">
        <rect x="-22" y="-5" width="44" height="10" rx="5" fill="#17212b" />
        <rect x="-8" y="-12" width="16" height="10" rx="4" fill="#1583d6" />
        <line x1="-30" y1="-10" x2="-14" y2="-10" stroke="#17212b" strokeWidth="3" strokeLinecap="round" />
        <line x1="14" y1="-10" x2="30" y2="-10" stroke="#17212b" strokeWidth="3" strokeLinecap="round" />
        <line x1="-22" y1="-10" x2="-22" y2="-4" stroke="#17212b" strokeWidth="2" />
        <line x1="22" y1="-10" x2="22" y2="-4" stroke="#17212b" strokeWidth="2" />
      </g>
      <g>
        <rect x="318" y="236" width="132" height="64" rx="12" fill="#ffffff" stroke="#d5dee7" />
        <circle cx="340" cy="258" r="8" fill="#23804a" />
        <path d="M336 258 l3 3 l5 -6" stroke="#ffffff" strokeWidth="2" fill="none" strokeLinecap="round" />
        <rect x="356" y="252" width="78" height="8" rx="4" fill="#d5dee7" />
        <rect x="334" y="276" width="100" height="8" rx="4" fill="#e6f3fc" />
      </g>
    </svg>
  );
}
