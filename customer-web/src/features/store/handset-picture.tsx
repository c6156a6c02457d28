import { HANDSET_THEME_COLOURS, type HandsetTheme } from '@portal/shared';

/** A handset drawn in its colour: body, screen and camera, so a chosen colour shows at once. */
export function HandsetPicture({ theme, label }: { theme: HandsetTheme; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 60 110" width={60} height={110}>
      <rect
        x="2"
        y="2"
        width="56"
        height="106"
        rx="10"
        fill={HANDSET_THEME_COLOURS[theme]}
        stroke="#00000033"
      />
      <rect x="7" y="12" width="46" height="86" rx="4" fill="#101418" />
      <circle cx="30" cy="7" r="2" fill="#00000066" />
    </svg>
  );
}
