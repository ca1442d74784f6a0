import sharp from "sharp";

/** A busy logo: shapes in several colours, one of them as dark as the modules, on transparency. */
export async function makeLogo(width = 300, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="10" y="10" width="${width - 20}" height="${height - 20}" rx="30" fill="#e11d48"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#111827"/>
    <path d="M20 ${height - 20} L${width / 2} 20 L${width - 20} ${height - 20} Z" fill="#facc15" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
