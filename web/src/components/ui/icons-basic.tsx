/**
 * `makeIcon` and the plain glyphs every surface draws (close, check, plus, chevrons, alert, lock,
 * compass, external link), the public viewer included. Apart from the console's icons in
 * `icons.tsx` (which re-exports these) because a shared module ships whole: the viewer's download
 * then carries these few, not every icon of the console.
 */
import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { size?: number; label?: string };

/** A 24px line icon (Lucide style) that inherits `currentColor`, hidden from assistive tech unless given a label. */
export function makeIcon(paths: string[], name: string) {
  function Icon({ size = 16, label, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={label ? undefined : true}
        role={label ? "img" : undefined}
        aria-label={label}
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const IconPlus = makeIcon(["M12 5v14", "M5 12h14"], "IconPlus");
export const IconCheck = makeIcon(["M20 6L9 17l-5-5"], "IconCheck");
export const IconChevronRight = makeIcon(["M9 6l6 6-6 6"], "IconChevronRight");
export const IconChevronLeft = makeIcon(["M15 6l-6 6 6 6"], "IconChevronLeft");
export const IconX = makeIcon(["M18 6L6 18", "M6 6l12 12"], "IconX");
export const IconAlert = makeIcon(["M12 9v4", "M12 17h.01", "M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"], "IconAlert");
export const IconLock = makeIcon(["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 8 0v4"], "IconLock");
export const IconCompass = makeIcon(["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M16.2 7.8l-2.1 6.3-6.3 2.1 2.1-6.3z"], "IconCompass");
export const IconExternal = makeIcon(["M14 4h6v6", "M20 4L10 14", "M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5"], "IconExternal");
