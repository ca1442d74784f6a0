/**
 * Links that look right when shared, and embedding: the viewer's HTML for `/{placementId}` with
 * Open Graph / Twitter tags and the oEmbed discovery link, `/embed/{placementId}` framable only by
 * the brand's listed sites, the brand setting that lists them, and the oEmbed provider. Through
 * Hosting's rewrite to the API, as in production.
 */
import { expect } from "chai";
import { call } from "../helpers/http.js";
import { BASE_URL } from "../helpers/env.js";
import { uploadFile } from "../helpers/experience-fixtures.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const page = async (path: string) => {
  const res = await fetch(`${BASE_URL}${path}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
};
/** `<meta property|name="key" content="…">`'s content, as a browser would read it (entities decoded). */
function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)" />`).exec(html);
  return match
    ? match[1]!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&")
    : null;
}
const directive = (csp: string | null, name: string) =>
  (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);

describe("Share cards, embedding and oEmbed", () => {
  let ws: Workspace;
  let placementId: string;
  let emptyPlacementId: string;
  const EXPERIENCE_NAME = `Autumn "living" <room>`;

  before(async () => {
    ws = await createWorkspace("share-embed");
    const token = ws.users.editor.token;
    const experience = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token, json: { name: EXPERIENCE_NAME } });
    expect(experience.status, experience.text).to.equal(201);
    const experienceId = experience.body.id as string;
    const imageUploadId = await uploadFile(ws, token);
    const product = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`, {
      token,
      json: { sku: "OAK-1", name: "Oak table", description: "Solid oak", price: 899, currency: "EUR", url: null, imageUploadId },
    });
    expect(product.status, product.text).to.equal(201);
    const published = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token });
    expect(published.status, published.text).to.equal(201);
    const placement = await call("POST", `/v1/brands/${ws.brandId}/placements`, { token, json: { name: "Window", defaultExperienceId: experienceId } });
    expect(placement.status, placement.text).to.equal(201);
    placementId = placement.body.id;
    const empty = await call("POST", `/v1/brands/${ws.brandId}/placements`, { token, json: { name: "Nothing yet" } });
    expect(empty.status, empty.text).to.equal(201);
    emptyPlacementId = empty.body.id;
  });

  describe("the brand's embed sites", () => {
    const path = () => `/v1/brands/${ws.brandId}`;

    it("stores origins as browsers compare them, once each; lists none by default", async () => {
      const before = await call("GET", path(), { token: ws.users.brandAdmin.token });
      expect(before.body.embedOrigins).to.deep.equal([]);
      const saved = await call("PATCH", path(), {
        token: ws.users.brandAdmin.token,
        json: { embedOrigins: ["https://Shop.Example.com:443", "https://shop.example.com/", "https://blog.example.org:8443", "http://127.0.0.1:8123"] },
      });
      expect(saved.status, saved.text).to.equal(200);
      expect(saved.body.embedOrigins).to.deep.equal(["https://shop.example.com", "https://blog.example.org:8443", "http://127.0.0.1:8123"]);
      expect((await call("GET", path(), { token: ws.users.viewer.token })).body.embedOrigins).to.deep.equal(saved.body.embedOrigins);
    });

    for (const bad of [
      "http://shop.example.com",
      "https://shop.example.com/products",
      "https://*.example.com",
      "shop.example.com",
      "javascript:alert(1)",
      "https://user:pw@shop.example.com",
      "https://shop.example.com?x=1",
      // Separators the URL parser keeps in a host: they would add sources or directives to the policy.
      "https://x,img-src",
      "https://none.invalid;report-uri",
    ]) {
      it(`refuses ${bad} with the line it is on`, async () => {
        const res = await call("PATCH", path(), { token: ws.users.brandAdmin.token, json: { embedOrigins: ["https://fine.example.com", bad] } });
        expect(res.status, res.text).to.equal(400);
        expect(res.body.error.issues.map((i: { path: string }) => i.path)).to.include("embedOrigins.1");
      });
    }

    it("refuses more than 20 sites, and editors (brand admins only)", async () => {
      const many = Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`);
      const tooMany = await call("PATCH", path(), { token: ws.users.brandAdmin.token, json: { embedOrigins: many } });
      expect(tooMany.status, tooMany.text).to.equal(400);
      const editor = await call("PATCH", path(), { token: ws.users.editor.token, json: { embedOrigins: [] } });
      expect(editor.status, editor.text).to.equal(403);
    });
  });

  describe("the viewer's page", () => {
    it("carries the experience's card: title, brand, description, image, and the oEmbed link", async () => {
      const res = await page(`/${placementId}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get("content-type")).to.match(/^text\/html/);
      const brand = (await call("GET", `/v1/brands/${ws.brandId}`, { token: ws.users.owner.token })).body.name as string;
      expect(metaContent(res.html, "og:title")).to.equal(`${EXPERIENCE_NAME} · ${brand}`);
      expect(metaContent(res.html, "og:site_name")).to.equal(brand);
      expect(metaContent(res.html, "og:description")).to.equal(`Explore ${EXPERIENCE_NAME} by ${brand} in 3D · 1 product to discover.`);
      expect(metaContent(res.html, "og:url")).to.equal(`${BASE_URL}/${placementId}`);
      const image = metaContent(res.html, "og:image");
      expect(image, "the product's photo stands for the scene")
        .to.be.a("string")
        .and.to.match(/^https?:\/\//);
      expect(metaContent(res.html, "twitter:card")).to.equal("summary_large_image");
      expect(metaContent(res.html, "twitter:image")).to.equal(image);
      expect(res.html).to.contain(`<title>${EXPERIENCE_NAME.replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")} · `);
      // The name's markup is text, never tags.
      expect(res.html).to.not.contain("<room>");
      const oembed = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(res.html)?.[1]?.replace(/&amp;/g, "&");
      expect(oembed).to.equal(`${BASE_URL}/v1/public/oembed?url=${encodeURIComponent(`${BASE_URL}/${placementId}`)}&format=json`);
      const discovered = await fetch(oembed!);
      expect(discovered.status).to.equal(200);
    });

    it("starts the same app as the static page, under the same headers, cached briefly by the CDN only", async () => {
      const [dynamic, fixed] = await Promise.all([page(`/${placementId}`), page("/manager")]);
      expect(scriptsOf(dynamic.html)).to.deep.equal(scriptsOf(fixed.html)).and.to.have.length.greaterThan(0);
      for (const name of [
        "content-security-policy",
        "x-frame-options",
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "permissions-policy",
      ]) {
        expect(dynamic.headers.get(name), name).to.equal(fixed.headers.get(name));
      }
      expect(directive(dynamic.headers.get("content-security-policy"), "frame-ancestors")).to.equal("frame-ancestors 'none'");
      expect(dynamic.headers.get("cache-control")).to.match(/^public, max-age=0, s-maxage=([0-9]|[12][0-9]|30)$/);
    });

    it("a placement showing nothing has the brand's card; an unknown one is a 404 page without a card", async () => {
      const empty = await page(`/${emptyPlacementId}`);
      expect(empty.status).to.equal(200);
      const brand = (await call("GET", `/v1/brands/${ws.brandId}`, { token: ws.users.owner.token })).body.name as string;
      expect(metaContent(empty.html, "og:title")).to.equal(brand);
      const unknown = await page("/AbCdEfGhIjKlMnOpQrSt");
      expect(unknown.status).to.equal(404);
      expect(unknown.html).to.contain('<div id="root">');
      expect(metaContent(unknown.html, "og:title")).to.equal(null);
    });
  });

  describe("the embed page", () => {
    it("may be framed by exactly the brand's listed sites, and by none while it lists none", async () => {
      const listing = await call("PATCH", `/v1/brands/${ws.brandId}`, {
        token: ws.users.brandAdmin.token,
        json: { embedOrigins: ["https://shop.example.com", "http://127.0.0.1:8123"] },
      });
      expect(listing.status, listing.text).to.equal(200);
      const listed = await page(`/embed/${placementId}`);
      expect(listed.status).to.equal(200);
      const csp = listed.headers.get("content-security-policy");
      expect(directive(csp, "frame-ancestors")).to.equal("frame-ancestors https://shop.example.com http://127.0.0.1:8123");
      // The rest of the policy is the page's usual one.
      const usual = (await page("/manager")).headers.get("content-security-policy")!;
      expect(csp!.replace(/frame-ancestors[^;]*/, "")).to.equal(usual.replace(/frame-ancestors[^;]*/, ""));
      expect(listed.html).to.contain('<div id="root">');

      await call("PATCH", `/v1/brands/${ws.brandId}`, { token: ws.users.brandAdmin.token, json: { embedOrigins: [] } });
      // The CDN may keep the page up to the placement's cache time; the function answers at once.
      const none = await page(`/embed/${placementId}?after-clearing`);
      expect(directive(none.headers.get("content-security-policy"), "frame-ancestors")).to.equal("frame-ancestors 'none'");
      expect(none.headers.get("x-frame-options")).to.equal("DENY");
      // Unknown placements and paths naming none: the app's not-found page, framable nowhere.
      for (const path of ["/embed/AbCdEfGhIjKlMnOpQrSt", "/embed/short", "/embed/AbCdEfGhIjKlMnOpQrSt/more", "/embed/", "/embed"]) {
        const unknown = await page(path);
        expect(unknown.status, path).to.equal(404);
        expect(unknown.html, path).to.contain('<div id="root">');
        expect(directive(unknown.headers.get("content-security-policy"), "frame-ancestors"), path).to.equal("frame-ancestors 'none'");
        expect(unknown.headers.get("x-frame-options"), path).to.equal("DENY");
      }
    });
  });

  describe("oEmbed", () => {
    const oembed = (query: Record<string, string>) => call("GET", `/v1/public/oembed?${new URLSearchParams(query)}`);

    it("answers a rich embed for a placement link or its embed link, within maxwidth and maxheight", async () => {
      const res = await oembed({ url: `${BASE_URL}/${placementId}`, maxwidth: "400" });
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.include({ type: "rich", version: "1.0", title: EXPERIENCE_NAME, provider_name: "Vitrine", width: 400, height: 300 });
      expect(res.body.html).to.match(new RegExp(`^<iframe src="${BASE_URL.replace(/[.]/g, "\\.")}/embed/${placementId}" `));
      expect(res.body.html).to.contain('allow="xr-spatial-tracking; fullscreen;').and.to.contain("allowfullscreen");
      expect(res.body.html).to.contain("&quot;living&quot; &lt;room&gt;");
      expect(res.body.thumbnail_url).to.be.a("string");
      expect(res.headers.get("cache-control")).to.match(/^public, max-age=\d+$/);

      const embedLink = await oembed({ url: `${BASE_URL}/embed/${placementId}`, maxheight: "150", format: "json" });
      expect(embedLink.status, embedLink.text).to.equal(200);
      expect(embedLink.body).to.include({ width: 200, height: 150 });
    });

    it("404 for links of other sites, other paths and unknown placements; 400 for a missing url or an unknown format, 501 for xml", async () => {
      for (const url of [`https://elsewhere.example.com/${placementId}`, `${BASE_URL}/manager`, "not a url", `${BASE_URL}/AbCdEfGhIjKlMnOpQrSt`]) {
        const res = await oembed({ url });
        expect(res.status, `${url}: ${res.text}`).to.equal(404);
        expect(res.body.error.code).to.equal("not-found");
      }
      expect((await oembed({})).status).to.equal(400);
      // oEmbed: "501 Not Implemented - The provider cannot return a response in the requested format."
      const xml = await oembed({ url: `${BASE_URL}/${placementId}`, format: "xml" });
      expect(xml.status, xml.text).to.equal(501);
      expect(xml.body.error.code).to.equal("not-implemented");
      expect((await oembed({ url: `${BASE_URL}/${placementId}`, format: "yaml" })).status).to.equal(400);
      expect((await oembed({ url: `${BASE_URL}/${placementId}`, maxwidth: "0" })).status).to.equal(400);
    });
  });
});
