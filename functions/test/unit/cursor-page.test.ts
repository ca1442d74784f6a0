/**
 * The one cursor pager (`firestore/cursor-page.ts`) on a Firestore of the test's own: a list read
 * from one query, from the union of several, or read whole and paged in memory comes in the same
 * order (Firestore's: UTF-8 bytes, then the id) with the same cursors, pages never overlap or skip,
 * and a cursor it did not hand out is a 400 on `cursor`. And the brands a member sees, paged in
 * memory, which once sorted by `localeCompare` but compared cursors by UTF-16: a name after an
 * accented one was never listed.
 */
import { expect } from "chai";
import { Timestamp, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import type { Page } from "@vitrine/contract";
import { ownerOf, startLocalFirestore, type LocalFirestore } from "../helpers/local-firestore.js";
import type { Caller } from "../../src/auth/caller.js";
import { db } from "../../src/firebase.js";
import { ApiError } from "../../src/errors.js";
import { createBrand, listBrands } from "../../src/brands/brands.js";
import { BY_NAME, cursorPage, cursorPageOfDocs, NEWEST_FIRST, type CursorSort } from "../../src/firestore/cursor-page.js";

const TENANT = "cursor-page-workspace";
const owner = ownerOf(TENANT, "tenant-cp123");
/** Names whose Firestore order is not JavaScript's `localeCompare` nor its `<`: accents, a tie, an astral letter. */
const NAMES = ["zebra", "éclair", "fig", "apple", "fig", "Ωmega".toLowerCase(), "𝒜 script", "eclair", "f-ig"];

/** Every page of a list, `limit` at a time: the ids in order and the cursors handed out. */
async function pageThrough(read: (page: { limit: number; cursor?: string }) => Promise<Page<string>> | Page<string>, limit: number) {
  const ids: string[] = [];
  const cursors: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages += 1) {
    const page = await read({ limit, cursor });
    expect(page.items.length, "a page is never empty while a cursor says more").to.be.within(cursor ? 1 : 0, limit);
    ids.push(...page.items);
    if (!page.nextCursor) return { ids, cursors };
    cursors.push(page.nextCursor);
    cursor = page.nextCursor;
  }
  throw new Error("more than 50 pages");
}

async function refusal(run: () => unknown): Promise<ApiError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("the cursor was accepted");
}

describe("the cursor pager (local Firestore)", function () {
  this.timeout(60_000);
  let firestore: LocalFirestore;
  const items = () => db().collection("pagerItems");
  /** Every item's id in Firestore's order, as one query gives it. */
  let inOrder: string[];
  let all: DocumentSnapshot[];

  before(async () => {
    firestore = await startLocalFirestore();
    const batch = db().batch();
    NAMES.forEach((name, i) => {
      batch.set(items().doc(`item-${i}`), {
        nameLower: name,
        group: i % 3 === 0 ? null : `g${i % 2}`,
        version: i + 1,
        createdAt: Timestamp.fromMillis(1_000 * (i % 4)),
      });
    });
    await batch.commit();
    inOrder = (await items().orderBy("nameLower").orderBy("__name__").get()).docs.map((d) => d.id);
    all = (await items().get()).docs;
  });
  after(() => firestore.stop());

  const groups = (): Query[] => [items().where("group", "==", null), items().where("group", "==", "g0"), items().where("group", "==", "g1")];
  const ids = (page: Page<DocumentSnapshot>): Page<string> => ({ items: page.items.map((d) => d.id), nextCursor: page.nextCursor });

  it("pages one query, the union of several, and documents read whole alike: same order, same cursors, every item once", async () => {
    expect(inOrder).to.have.length(NAMES.length);
    for (const limit of [1, 2, 4, NAMES.length, 100]) {
      const one = await pageThrough(async (page) => ids(await cursorPage(items(), BY_NAME, page, (d) => d)), limit);
      const union = await pageThrough(async (page) => ids(await cursorPage(groups(), BY_NAME, page, (d) => d)), limit);
      const whole = await pageThrough((page) => ids(cursorPageOfDocs(all, BY_NAME, page, (d) => d)), limit);
      expect(one.ids, `limit ${limit}`).to.deep.equal(inOrder);
      expect(union, `limit ${limit}`).to.deep.equal(one);
      expect(whole, `limit ${limit}`).to.deep.equal(one);
    }
  });

  it("pages by a timestamp or a whole number, newest or highest first, ties broken by id", async () => {
    const byTime = await pageThrough(async (page) => ids(await cursorPage(items(), NEWEST_FIRST, page, (d) => d)), 2);
    const expected = (await items().orderBy("createdAt", "desc").orderBy("__name__", "desc").get()).docs.map((d) => d.id);
    expect(byTime.ids).to.deep.equal(expected);
    expect(pageThroughSync(all, NEWEST_FIRST, 2)).to.deep.equal(byTime);

    const highestFirst: CursorSort = { field: "version", kind: "count", direction: "desc" };
    const byVersion = await pageThrough(async (page) => ids(await cursorPage(items(), highestFirst, page, (d) => d)), 4);
    expect(byVersion.ids).to.deep.equal(NAMES.map((_, i) => `item-${i}`).reverse());
    expect(pageThroughSync(all, highestFirst, 4)).to.deep.equal(byVersion);
  });

  it("refuses a cursor it did not hand out, or one of a list sorted otherwise, with 400 on `cursor`", async () => {
    const byName = (await cursorPage(items(), BY_NAME, { limit: 1 }, (d) => d)).nextCursor!;
    const byTime = (await cursorPage(items(), NEWEST_FIRST, { limit: 1 }, (d) => d)).nextCursor!;
    for (const [sort, cursor] of [
      [BY_NAME, "not-a-cursor"],
      [BY_NAME, byTime],
      [NEWEST_FIRST, byName],
      [{ field: "version", kind: "count" } as CursorSort, byName],
    ] as const) {
      for (const run of [
        () => cursorPage(items(), sort, { limit: 2, cursor }, (d) => d),
        () => cursorPage(groups(), sort, { limit: 2, cursor }, (d) => d),
        () => cursorPageOfDocs(all, sort, { limit: 2, cursor }, (d) => d),
      ]) {
        const err = await refusal(run);
        expect([err.status, err.code, err.issues?.[0]?.path], cursor).to.deep.equal([400, "invalid-argument", "cursor"]);
      }
    }
  });

  it("lists a member's brands, read whole, in the order and with the cursors an admin's list has", async () => {
    await db().collection("tenants").doc(TENANT).set({ name: "Cursor pages", slug: "cursor-pages", authTenantId: owner.authTenantId });
    const brands = [];
    for (const name of ["Fig Home", "Éclair Studio", "Apple Goods", "Zebra Living"]) brands.push(await createBrand(owner, { name }));
    const member: Caller = { ...owner, uid: "member-1", tenantRole: "member", brandRoles: Object.fromEntries(brands.map((b) => [b.id, "viewer"])) };
    const names = (caller: Caller) => async (page: { limit: number; cursor?: string }) => {
      const listed = await listBrands(caller, page);
      return { items: listed.items.map((b) => b.name), nextCursor: listed.nextCursor };
    };
    const asOwner = await pageThrough(names(owner), 100);
    expect(asOwner.ids).to.deep.equal(["Apple Goods", "Fig Home", "Zebra Living", "Éclair Studio"]);
    for (const limit of [1, 2, 3]) {
      expect(await pageThrough(names(member), limit), `limit ${limit}`).to.deep.equal(await pageThrough(names(owner), limit));
    }
  });
});

/** `pageThrough` of documents read whole (synchronous, so it can sit in an expectation). */
function pageThroughSync(docs: DocumentSnapshot[], sort: CursorSort, limit: number) {
  const ids: string[] = [];
  const cursors: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = cursorPageOfDocs(docs, sort, { limit, cursor }, (d) => d.id);
    ids.push(...page.items);
    if (!page.nextCursor) return { ids, cursors };
    cursors.push(page.nextCursor);
    cursor = page.nextCursor;
  }
}
