import { expect } from "chai";
import { readFileSync } from "node:fs";
import { validateHeaderValue } from "node:http";
import path from "node:path";
import fc from "fast-check";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { embedOriginsSchema, embedSnippet, fitEmbedSize, updateBrandSchema, type Manifest } from "@vitrine/contract";
import { placementIdOfLink } from "../../src/oembed/oembed.js";
import { shareDescriptionOf, shareImageOf, type ShareCard } from "../../src/viewer-page/share-card.js";
import { embedPageHeaders, withFrameAncestors } from "../../src/viewer-page/frame-policy.js";
import { pageHeadersOfConfig } from "../../src/viewer-page/hosting-headers.js";
import { renderViewerPage, scriptJson, urlAttribute } from "../../src/viewer-page/page-html.js";
import { parsePolicy, reserializePolicies, serializePolicy } from "../../src/viewer-page/content-security-policy.js";
import { parseRequestPart } from "../../src/http/validation.js";

const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'";
const TEMPLATE = `<!doctype html><html><head><title>Vitrine</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const card = (overrides: Partial<ShareCard> = {}): ShareCard => ({
  placementId: "AbCdEfGhIjKlMnOpQrSt",
  title: "Autumn",
  language: null,
  otherLanguages: [],
  brandName: "Acme",
  description: "A room.",
  image: { url: "https://cdn.example.com/a.webp", width: 1280, height: 672 },
  showsExperience: true,
  embedOrigins: [],
  maxAgeSeconds: 30,
  preloads: [],
  ...overrides,
});
const links = { pageUrl: "https://vitrine.example.com/AbCdEfGhIjKlMnOpQrSt", oembedUrl: "https://vitrine.example.com/v1/public/oembed?url=x&format=json" };

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];
/** The page as a browser reads it, with the parse errors it reports (a control character in the input is allowed). */
function parseHtml(page: string) {
  const errors: string[] = [];
  const document = parse(page, { onParseError: (error) => void (/^(control-character|noncharacter|surrogate)-/.test(error.code) || errors.push(error.code)) });
  return { document, errors };
}
/** Every element under `node`, itself included, in document order. */
function elements(node: Node): Element[] {
  const own = "tagName" in node ? [node] : [];
  const children = "childNodes" in node ? node.childNodes : [];
  return [...own, ...children.flatMap((child) => elements(child)), ...("content" in node && node.content ? elements(node.content) : [])];
}
const textOf = (element: Element) => element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");
const attributeOf = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const metaContents = (all: Element[], key: string) =>
  all.filter((e) => e.tagName === "meta" && (attributeOf(e, "property") ?? attributeOf(e, "name")) === key).map((e) => attributeOf(e, "content"));
/** What any page can say of a string: NUL and lone surrogates are U+FFFD in every HTML document. */
const readable = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD").replace(/\0/g, "\uFFFD");

describe("Share and embed", () => {
  describe("embed origins", () => {
    it("normalises and deduplicates; allows http only on loopback", () => {
      expect(embedOriginsSchema.parse(["https://A.example.com:443/", "https://a.example.com", "http://localhost:3000", "http://[::1]:8080"])).to.deep.equal([
        "https://a.example.com",
        "http://localhost:3000",
        "http://[::1]:8080",
      ]);
      for (const bad of [
        "http://a.example.com",
        "https://a.example.com/x",
        "https://*.example.com",
        "ftp://a.example.com",
        "https://a.example.com#x",
        "'self'",
        "https://a.example.com 'unsafe-inline'",
        // Separators the URL parser keeps in a host: a second policy, or directives of the brand's choosing.
        "https://x,img-src",
        "https://none.invalid;report-uri",
        "https://a.example.com;report-uri https://collector.example",
        'https://a"b.example.com',
        "https://a'b.example.com",
        // The same separators percent-encoded (the URL parser decodes a host), and other hosts no DNS name has.
        "https://x%2Cimg-src",
        "https://none.invalid%3Breport-uri",
        "https://a.*.example.com",
        "https://a_b.example.com",
        "https://a b.example.com",
        "https://-a.example.com",
        "https://a..example.com",
        "https://user:pass@a.example.com",
        "https://a.example.com?x=1",
        "https://a.example.com:99999",
        "http://localhost.example.com",
      ]) {
        expect(embedOriginsSchema.safeParse([bad]).success, bad).to.equal(false);
      }
    });

    it("refuses the issue's attack strings with a 400 naming the entry", () => {
      for (const attack of ["https://x,img-src", "https://none.invalid;report-uri"]) {
        let error: unknown;
        try {
          parseRequestPart(updateBrandSchema, { embedOrigins: ["https://shop.example.com", attack] }, "body");
        } catch (caught) {
          error = caught;
        }
        expect(error, attack).to.deep.include({ code: "invalid-argument", status: 400 });
        expect((error as Error).message, attack).to.match(/^Invalid body\.embedOrigins\.1: /);
        expect((error as { issues?: unknown }).issues, attack).to.deep.equal([
          { path: "embedOrigins.1", message: "The host must be a domain name or an IP address" },
        ]);
      }
    });
  });

  describe("frame-ancestors", () => {
    it("replaces only that directive: the listed origins, else 'none'", () => {
      expect(withFrameAncestors(POLICY, ["https://a.example.com", "http://127.0.0.1:8123"])).to.equal(
        "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors https://a.example.com http://127.0.0.1:8123",
      );
      expect(withFrameAncestors(POLICY, [])).to.equal(POLICY);
      expect(withFrameAncestors("default-src 'self'", [])).to.equal("default-src 'self'; frame-ancestors 'none'");
    });

    it("leaves out a stored origin that is not one, so it can add no directive or policy", () => {
      expect(withFrameAncestors(POLICY, ["https://x,img-src", "https://none.invalid;report-uri https://collector.example", "https://a.example.com"])).to.equal(
        "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors https://a.example.com",
      );
      expect(withFrameAncestors(POLICY, ["https://x;sandbox"])).to.equal(POLICY);
    });

    it("serializes any policy it is given as exactly those directives, or refuses it", () => {
      // Any string at all as a name or a source, and strings made of what policies are made of.
      const piece = fc.oneof(
        fc.string({ unit: "binary", maxLength: 12 }),
        fc.string({ unit: fc.constantFrom(..."abc-:/.*' ;,\"\t\n\r\u000b\u00a0\u2028\u0000é"), maxLength: 12 }),
        fc.constantFrom("'self'", "'none'", "https://a.example.com", "https://x,img-src", "a;report-uri", "'self' 'unsafe-inline'", "'sha256-AbC+/=='"),
      );
      const name = fc.oneof(fc.stringMatching(/^[a-z-]{1,12}$/), piece);
      fc.assert(
        fc.property(fc.array(fc.tuple(name, fc.array(piece, { maxLength: 4 })), { maxLength: 5 }), (directives) => {
          let header: string;
          try {
            header = serializePolicy(directives);
          } catch {
            return; // refused: nothing was sent
          }
          // A value Node sends as a header, one policy (no comma), and read back as exactly the directives given.
          expect(() => validateHeaderValue("Content-Security-Policy", header)).to.not.throw();
          expect(header).to.not.match(/,|[^\x20-\x7e]/);
          expect(parsePolicy(header)).to.deep.equal(directives.map(([name, sources]) => [name, sources]));
        }),
        { numRuns: 3000 },
      );
    });

    it("refuses a source that holds a separator, whitespace, a quote or anything outside visible ASCII", () => {
      for (const source of [
        "https://x,img-src",
        "a;b",
        "a b",
        "a\tb",
        "a\u00a0b",
        "a\u2028b",
        "a'b",
        'a"b',
        "a\\b",
        "a\u0000b",
        "exämple.com",
        "'self' 'unsafe-inline'",
      ]) {
        expect(() => serializePolicy([["frame-ancestors", [source]]]), JSON.stringify(source)).to.throw(/source/);
      }
      for (const name of ["", "Frame-Ancestors", "img-src;", "a b", "-x"]) {
        expect(() => serializePolicy([[name, ["'self'"]]]), JSON.stringify(name)).to.throw(/name/);
      }
    });

    it("writes Hosting's own policy again unchanged, which is how the share page sends it", () => {
      const config = JSON.parse(readFileSync(path.join(__dirname, "../../../firebase.json"), "utf8")) as Parameters<typeof pageHeadersOfConfig>[0];
      const hosting = pageHeadersOfConfig(config);
      expect(hosting["Content-Security-Policy"]).to.be.a("string");
      expect(reserializePolicies(hosting)).to.deep.equal(hosting);
    });

    it("drops X-Frame-Options only when some site is allowed", () => {
      const hosting = { "Content-Security-Policy": POLICY, "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" };
      expect(embedPageHeaders(hosting, [])).to.deep.equal(hosting);
      const allowed = embedPageHeaders(hosting, ["https://a.example.com"]);
      expect(allowed).to.not.have.property("X-Frame-Options");
      expect(allowed["X-Content-Type-Options"]).to.equal("nosniff");
      expect(allowed["Content-Security-Policy"]).to.match(/frame-ancestors https:\/\/a\.example\.com$/);
    });
  });

  describe("the page", () => {
    it("asks at once for what the viewer fetches first: its answer and manifest, the poster for the orientation", () => {
      const html = renderViewerPage(
        TEMPLATE,
        card({
          preloads: [
            { href: "/v1/public/placements/AbCdEfGhIjKlMnOpQrSt", as: "fetch" },
            { href: "https://cdn.example.com/p.jpg", as: "image", media: "(orientation: portrait)" },
          ],
        }),
        links,
      );
      expect(html).to.contain('<link rel="preload" href="/v1/public/placements/AbCdEfGhIjKlMnOpQrSt" as="fetch" crossorigin />');
      expect(html).to.contain('<link rel="preload" href="https://cdn.example.com/p.jpg" as="image" media="(orientation: portrait)" />');
    });

    it("adds the card's tags to the head, escaped, and changes nothing else", () => {
      const html = renderViewerPage(TEMPLATE, card({ title: `"><script>alert(1)</script>` }), links);
      expect(html).to.not.contain("<script>alert");
      expect(html).to.contain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Acme" />');
      expect(html).to.contain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).to.contain('<meta property="og:image:width" content="1280" />');
      expect(html).to.contain('<link rel="alternate" type="application/json+oembed" href="https://vitrine.example.com/v1/public/oembed?url=x&amp;format=json"');
      expect(html.replace(/<meta[^>]*>\s*|<link[^>]*>\s*|<title>[^<]*<\/title>/g, "").replace(/\s+<\/head>/, "</head>")).to.equal(
        TEMPLATE.replace(/<title>[^<]*<\/title>/, ""),
      );
    });

    it("puts any brand and experience name in the title and tags as it is, in one document, never the template again", () => {
      const names = fc.oneof(
        fc.string({ unit: "binary", maxLength: 40 }),
        fc.string({ unit: fc.constantFrom(..."$&`'\"<>/\\\r\n\u0000\u2028\u2029\ud800\udc00\u0085\ufffe;&#x27;"), maxLength: 24 }),
        fc.constantFrom(
          "Q$&R$`S",
          "$'$`$&$$",
          '"><script>alert(1)</script>',
          "</title></head><body>",
          "</script><script>x()</script>",
          "line\u2028break",
          "&amp; 'quoted'",
          "<!--",
          "a\r\nb",
        ),
      );
      fc.assert(
        fc.property(names, names, names, (brandName, title, description) => {
          const page = renderViewerPage(TEMPLATE, card({ brandName, title, description }), links);
          const { document, errors } = parseHtml(page);
          expect(errors, "parse errors").to.deep.equal([]);
          const all = elements(document);
          for (const tag of ["html", "head", "body", "title", "script"])
            expect(
              all.filter((e) => e.tagName === tag),
              tag,
            ).to.have.length(1);
          // The body is the template's alone: nothing escaped the head.
          const body = all.find((e) => e.tagName === "body")!;
          expect(elements(body).map((e) => e.tagName)).to.deep.equal(["body", "div"]);
          const head = all.find((e) => e.tagName === "head")!;
          expect(
            elements(head)
              .map((e) => e.tagName)
              .filter((t) => !["head", "meta", "link", "title", "script"].includes(t)),
          ).to.deep.equal([]);
          const expected = readable(title === brandName ? title : `${title} · ${brandName}`);
          expect(textOf(all.find((e) => e.tagName === "title")!)).to.equal(expected);
          expect(metaContents(all, "og:site_name")).to.deep.equal([readable(brandName)]);
          expect(metaContents(all, "og:title")).to.deep.equal([expected]);
          expect(metaContents(all, "twitter:title")).to.deep.equal([expected]);
          expect(metaContents(all, "og:description")).to.deep.equal([readable(description)]);
        }),
        { numRuns: 1000 },
      );
    });

    it("writes a link only when it is http(s) or a path of this site", () => {
      expect(urlAttribute("https://cdn.example.com/a b.webp?x=1&y=2")).to.equal("https://cdn.example.com/a%20b.webp?x=1&amp;y=2");
      expect(urlAttribute("/v1/public/placements/AbC")).to.equal("/v1/public/placements/AbC");
      for (const bad of [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        "data:text/html,x",
        "//evil.example.com/x",
        "/\\evil.example.com/x",
        "vbscript:x",
        "relative/path",
        "https://[oops/",
      ]) {
        expect(urlAttribute(bad), bad).to.equal(null);
      }
      const html = renderViewerPage(
        TEMPLATE,
        card({ image: { url: "javascript:alert(1)", width: 1, height: 1 }, preloads: [{ href: "//evil.example.com/x", as: "fetch" }] }),
        links,
      );
      expect(html).to.not.match(/javascript:|evil\.example/);
    });

    it("puts any value in a script as JSON that reads back as the value and ends nothing", () => {
      const values = fc.oneof(
        fc.jsonValue(),
        fc.string({ unit: "binary" }),
        fc.constantFrom("</script><script>x()</script>", "<!--<script>", "\u2028\u2029", { a: "</SCRIPT >" }),
      );
      fc.assert(
        fc.property(values, (value) => {
          const { document, errors } = parseHtml(
            `<!doctype html><html><head><title>t</title><script type="application/json">${scriptJson(value)}</script></head><body></body></html>`,
          );
          expect(errors).to.deep.equal([]);
          const scripts = elements(document).filter((e) => e.tagName === "script");
          expect(scripts).to.have.length(1);
          expect(JSON.stringify(JSON.parse(textOf(scripts[0]!)))).to.equal(JSON.stringify(value));
        }),
        { numRuns: 1000 },
      );
    });

    it("without an image, a small card; without a card, the template as it is", () => {
      const html = renderViewerPage(TEMPLATE, card({ image: null, title: "Acme" }), links);
      expect(html).to.contain('<meta name="twitter:card" content="summary" />');
      expect(html).to.contain("<title>Acme</title>");
      expect(html).to.not.contain("og:image");
      expect(renderViewerPage(TEMPLATE, null, null)).to.equal(TEMPLATE);
    });
  });

  describe("the card's picture and words", () => {
    const manifest = (overrides: Partial<Manifest>) =>
      ({
        name: "Autumn",
        scenes: [{ name: "Intro" }],
        products: [],
        videoWall: null,
        host: null,
        theme: { logoUrl: null },
        ...overrides,
      }) as unknown as Manifest;

    it("takes the first product photo's copy closest above 1200 px, else a poster, the theme logo, the brand logo", () => {
      const variants = [320, 640, 1280].map((width) => ({ url: `https://cdn/p-${width}.webp`, width, height: width / 2, contentType: "image/webp" as const }));
      expect(
        shareImageOf(manifest({ products: [{ imageUrl: null }, { imageUrl: "https://cdn/p.png", imageVariants: variants }] as never }), null),
      ).to.deep.equal({
        url: "https://cdn/p-1280.webp",
        width: 1280,
        height: 640,
      });
      expect(shareImageOf(manifest({ videoWall: { videos: [{ posterUrl: "https://cdn/v.jpg" }] } as never }), null)?.url).to.equal("https://cdn/v.jpg");
      expect(shareImageOf(manifest({ theme: { logoUrl: "https://cdn/l.png", logoVariants: [] } as never }), "https://cdn/b.png")?.url).to.equal(
        "https://cdn/l.png",
      );
      expect(shareImageOf(null, "https://cdn/b.png")).to.deep.equal({ url: "https://cdn/b.png", width: null, height: null });
      expect(shareImageOf(null, null)).to.equal(null);
    });

    it("prefers the first scene as drawn when its version was published, at the card's 1200×630", () => {
      const picture = {
        landscape: { url: "https://cdn/scene-landscape.jpg", width: 1200, height: 630 },
        portrait: { url: "https://cdn/scene-portrait.jpg", width: 720, height: 1280 },
      };
      const withPhoto = manifest({ products: [{ imageUrl: "https://cdn/p.png" }] as never });
      expect(shareImageOf(withPhoto, "https://cdn/b.png", picture)).to.deep.equal(picture.landscape);
      // Nothing published: the brand's logo, whatever an older version drew.
      expect(shareImageOf(null, "https://cdn/b.png", picture)?.url).to.equal("https://cdn/b.png");
    });

    it("says the host's greeting, else what there is to explore, in at most 200 characters", () => {
      expect(shareDescriptionOf(manifest({ host: { greeting: "  Welcome   in! " } as never }), "Acme")).to.equal("Welcome in!");
      expect(shareDescriptionOf(manifest({ products: [{}, {}] as never }), "Acme")).to.equal("Explore Autumn by Acme in 3D · 2 products to discover.");
      expect(shareDescriptionOf(manifest({ host: { greeting: "x".repeat(500) } as never }), "Acme")).to.have.length(200);
      expect(shareDescriptionOf(null, "Acme")).to.equal("Acme in 3D.");
    });

    it("writes its own sentences in the card's language, English for a language it does not speak", () => {
      const autumn = manifest({ products: [{}] as never });
      expect(shareDescriptionOf(autumn, "Acme", "fr")).to.equal("Découvrez Autumn en 3D, par Acme · 1 produit à découvrir.");
      expect(shareDescriptionOf(manifest({ products: [{}, {}] as never }), "Acme", "de")).to.equal(
        "Entdecken Sie Autumn von Acme in 3D · 2 Produkte zu entdecken.",
      );
      expect(shareDescriptionOf(autumn, "Acme", "es")).to.equal("Explore Autumn by Acme in 3D · 1 product to discover.");
    });

    it("marks the page with the card's language", () => {
      const template = TEMPLATE.replace("<html>", '<html lang="en">');
      expect(renderViewerPage(template, card({ language: "fr" }), links)).to.contain('<html lang="fr">');
      expect(renderViewerPage(template, card(), links)).to.contain('<html lang="en">');
    });
  });

  describe("oEmbed", () => {
    it("reads placement links of this site only", () => {
      const base = "https://vitrine.example.com";
      expect(placementIdOfLink(`${base}/AbCdEfGhIjKlMnOpQrSt`, base)).to.equal("AbCdEfGhIjKlMnOpQrSt");
      expect(placementIdOfLink(`${base}/embed/AbCdEfGhIjKlMnOpQrSt/`, base)).to.equal("AbCdEfGhIjKlMnOpQrSt");
      for (const link of [`https://evil.example.com/AbCdEfGhIjKlMnOpQrSt`, `${base}/manager`, `${base}/AbCdEfGhIjKlMnOpQrSt/test/x`, "nonsense"]) {
        expect(placementIdOfLink(link, base), link).to.equal(null);
      }
    });

    it("fits the 4:3 frame within the consumer's limits and escapes the title", () => {
      expect(fitEmbedSize()).to.deep.equal({ width: 800, height: 600 });
      expect(fitEmbedSize(400)).to.deep.equal({ width: 400, height: 300 });
      expect(fitEmbedSize(1000, 150)).to.deep.equal({ width: 200, height: 150 });
      expect(embedSnippet("https://v.example.com/", "P1", { title: `a"<b>` })).to.equal(
        `<iframe src="https://v.example.com/embed/P1" title="a&quot;&lt;b&gt;" width="800" height="600" style="border:0;max-width:100%" allow="xr-spatial-tracking; fullscreen; accelerometer; gyroscope; magnetometer; autoplay; web-share" allowfullscreen loading="lazy"></iframe>`,
      );
    });
  });
});
