// Printing QR codes in a real browser: on an experience's QR code list the demo owner ticks two of
// three codes and downloads them as a PDF of labels (A4, then US Letter) and as a zip of SVG and
// PNG files named by store; with the theme's colours and logo, a code colour too light for phones
// is named before anything is asked, and a dark one downloads. Screenshots of the list and the
// dialog on a phone (390×844) and a desktop (1440×900). Its experience, stores and codes are
// deleted at the end.
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { crc32, deflateSync, inflateRawSync } from "node:zlib";
import { axeViolations } from "./support/axe.mjs";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { apiAs, ownerToken, signInPage, uploadFile } from "./support/api.mjs";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A small PNG logo: a red tile with a dark disc, drawn here so the test needs no image file. */
function logoPng(size = 96) {
  const row = size * 4 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const disc = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 3) ** 2;
      raw.set(disc ? [17, 24, 39, 255] : [225, 29, 72, 255], y * row + 1 + x * 4);
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The names and contents of a zip's entries, read from its central directory. */
function unzip(bytes) {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = new Map();
  for (let i = 0; i < count; i++) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

describe("Printing QR codes: the owner downloads the codes of Acme Home's stores", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  const suffix = Date.now().toString(36);
  const storeNames = [`E2E Lyon ${suffix}`, `E2E Paris ${suffix}`];
  let api;
  let browser;
  let session;
  let experience;
  const stores = [];
  const placements = [];

  before(async () => {
    api = await apiAs({ tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    experience = (await api("POST", `/v1/brands/${DEMO.brandId}/experiences`, { name: `E2E print ${suffix}` })).body;
    const logo = await uploadFile(await ownerToken(), DEMO.brandId, { kind: "image", fileName: "logo.png", contentType: "image/png", bytes: logoPng() });
    const theme = await api("PUT", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}/theme`, {
      colors: { primary: "#1e3a8a", background: "#fffbeb", text: "#111827", accent: "#b45309" },
      fontFamily: "system-ui",
      buttonStyle: "rounded",
      loadingText: "Loading…",
      logoUploadId: logo,
    });
    if (theme.status !== 200) throw new Error(`theme: ${JSON.stringify(theme.body)}`);
    for (const name of storeNames) {
      const res = await api("POST", `/v1/brands/${DEMO.brandId}/stores`, {
        name,
        address: { line1: "12 Rue de la République", city: name.split(" ")[1], country: "FR" },
        location: { lat: 45.76, lng: 4.83 },
        timezone: "Europe/Paris",
      });
      if (res.status !== 201) throw new Error(`store: ${JSON.stringify(res.body)}`);
      stores.push(res.body);
    }
    for (const [name, storeId] of [
      [`E2E A window ${suffix}`, stores[0].id],
      [`E2E B counter ${suffix}`, stores[1].id],
      [`E2E C flyer ${suffix}`, null],
    ]) {
      const res = await api("POST", `/v1/brands/${DEMO.brandId}/placements`, { name, storeId, defaultExperienceId: experience.id });
      if (res.status !== 201) throw new Error(`placement: ${JSON.stringify(res.body)}`);
      placements.push(res.body);
    }
    browser = await launchBrowser();
    // The policy refuses inline scripts, and axe is injected as one.
    session = await newPage(browser, { viewport: DESKTOP, bypassCSP: true });
    session.page.setDefaultTimeout(150_000);
  });

  after(async () => {
    await browser?.close();
    for (const placement of placements) await api("DELETE", `/v1/brands/${DEMO.brandId}/placements/${placement.id}`);
    for (const store of stores) await api("DELETE", `/v1/brands/${DEMO.brandId}/stores/${store.id}`);
    if (experience) await api("DELETE", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}`);
  });

  const dialog = () => session.page.getByRole("dialog", { name: "Download QR codes" });
  /** A screenshot on a phone, then back to the desktop; the shell's sidebar slides away first. */
  const onPhone = async (name) => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(600);
    await screenshot(page, name);
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(600);
  };
  const download = async (button) => {
    const [file] = await Promise.all([session.page.waitForEvent("download"), button.click()]);
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  };

  it("ticks two of the list's three codes", async () => {
    const { page } = session;
    const url = `/manager/panel/brands/${DEMO.brandId}/experience/${experience.id}/qr-code-scheduler`;
    await signInPage(page, { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword }, url);
    await page.waitForURL(`**${url}`);
    await page.getByRole("button", { name: "Download codes" }).waitFor();
    await page.getByRole("checkbox", { name: `Select ${placements[0].name} for printing` }).check();
    await page.getByRole("checkbox", { name: `Select ${placements[1].name} for printing` }).check();
    await page.getByText("2 selected", { exact: true }).waitFor();
    // The pictures once every card has drawn its timeline.
    await page.waitForFunction(() => document.querySelectorAll(".placement-card .timeline-now").length === 3);
    await screenshot(page, "placement-codes-selected-desktop");
    await onPhone("placement-codes-selected-phone");
  });

  it("downloads them as a PDF of labels, on A4 and on US Letter", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "Download 2 codes" }).click();
    await dialog().getByText("2 QR codes, drawn by the server").waitFor();
    await screenshot(page, "placement-codes-dialog-desktop");
    const a4 = await download(dialog().getByRole("button", { name: "Download", exact: true }));
    expect(a4.name).to.equal("qr-codes-acme-home-a4.pdf");
    expect(a4.bytes.subarray(0, 5).toString("latin1")).to.equal("%PDF-");
    await dialog().waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Download 2 codes" }).click();
    await dialog().getByRole("radio", { name: "US Letter" }).click();
    const letter = await download(dialog().getByRole("button", { name: "Download", exact: true }));
    expect(letter.name).to.equal("qr-codes-acme-home-letter.pdf");
    // US Letter's media box, in points.
    expect(letter.bytes.toString("latin1")).to.match(/\/MediaBox \[0 0 612 792\]/);
  });

  it("downloads them as a zip of SVG and PNG files named by store", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "Download 2 codes" }).click();
    await dialog().getByRole("radio", { name: "ZIP of SVG and PNG" }).click();
    const zip = await download(dialog().getByRole("button", { name: "Download", exact: true }));
    expect(zip.name).to.equal("qr-codes-acme-home.zip");
    const entries = unzip(zip.bytes);
    const stems = storeNames.map((name) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    expect([...entries.keys()].sort()).to.deep.equal(stems.flatMap((stem) => [`${stem}.png`, `${stem}.svg`]).sort());
    const svg = entries.get(`${stems[0]}.svg`).toString("utf8");
    expect(svg).to.include('fill="#000000"').and.to.include('fill="#ffffff"');
    expect(entries.get(`${stems[0]}.png`).subarray(1, 4).toString("latin1")).to.equal("PNG");
  });

  it("names a code colour too light to scan, then prints in the theme's colours with its logo", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "Download 2 codes" }).click();
    await dialog().getByRole("radio", { name: "ZIP of SVG and PNG" }).click();
    await dialog().getByText("Brand colours and logo").click();
    const colour = dialog().getByRole("textbox", { name: "Code colour", exact: true });
    expect(await colour.inputValue()).to.equal("#1e3a8a");
    await colour.fill("#fcd34d");
    await dialog().getByRole("alert").filter({ hasText: "is too low for phones to scan" }).waitFor();
    expect(await dialog().getByRole("button", { name: "Download", exact: true }).isDisabled()).to.equal(true);
    await onPhone("placement-codes-dialog-refused-phone");
    await colour.fill("#1e3a8a");
    await dialog().getByText("Contrast", { exact: false }).filter({ hasText: "phones will scan it" }).waitFor();
    expect(await dialog().getByRole("checkbox", { name: "Put the theme’s logo in the centre" }).isChecked()).to.equal(true);
    await screenshot(page, "placement-codes-dialog-branded-desktop");
    const zip = await download(dialog().getByRole("button", { name: "Download", exact: true }));
    const svg = unzip(zip.bytes)
      .get(`${storeNames[0].toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`)
      .toString("utf8");
    expect(svg).to.include('fill="#1e3a8a"').and.to.include('fill="#fffbeb"').and.to.include("data:image/png;base64,");
  });

  it("prints every code of the list when none is ticked", async () => {
    const { page, problems } = session;
    // From some ticked, the page's checkbox ticks them all, then none.
    await page.getByRole("checkbox", { name: "2 selected", exact: true }).click();
    await page.getByRole("button", { name: "Download 3 codes" }).waitFor();
    await page.getByRole("checkbox", { name: "3 selected", exact: true }).click();
    await page.getByRole("button", { name: "Download codes" }).click();
    await dialog().getByText("3 QR codes, drawn by the server").waitFor();
    await onPhone("placement-codes-dialog-phone");
    // The list with its checkboxes and the dialog with the branded choices open: axe finds nothing.
    expect((await axeViolations(page)).join("\n")).to.equal("");
    await dialog().getByRole("button", { name: "Cancel" }).click();
    expect(problems).to.deep.equal([]);
  });

  it("downloads a store's codes from the store's page, in the brand's colour", async () => {
    const { page, problems } = session;
    await page.goto(`/manager/panel/brands/${DEMO.brandId}/stores/${stores[0].id}`);
    const card = page.locator(".card").filter({ has: page.getByRole("heading", { name: "QR codes" }) });
    await card.getByRole("link", { name: new RegExp(placements[0].name) }).waitFor();
    await screenshot(page, "placement-codes-store-desktop");
    await onPhone("placement-codes-store-phone");
    await card.getByRole("button", { name: "Download codes" }).click();
    await dialog().getByText("One QR code, drawn by the server").waitFor();
    await dialog().getByText("Brand colour", { exact: true }).click();
    const brand = (await api("GET", `/v1/brands/${DEMO.brandId}`)).body;
    expect(await dialog().getByRole("textbox", { name: "Code colour", exact: true }).inputValue()).to.equal(brand.colors.primary);
    expect(await dialog().getByRole("textbox", { name: "Background", exact: true }).inputValue()).to.equal("#ffffff");
    const pdf = await download(dialog().getByRole("button", { name: "Download", exact: true }));
    expect(pdf.name).to.equal("qr-codes-acme-home-a4.pdf");
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).to.equal("%PDF-");
    expect(problems).to.deep.equal([]);
  });
});
