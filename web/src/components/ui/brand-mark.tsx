interface BrandMarkProps {
  name: string;
  color?: string;
  size?: number;
}

/** A brand's coloured monogram tile, used until brands have logos. */
export function BrandMark({ name, color = "#4f46e5", size = 28 }: BrandMarkProps) {
  return (
    <span className="brand-mark" style={{ background: color, width: size, height: size, fontSize: size * 0.42 }} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
