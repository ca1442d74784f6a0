type PageQuery = { limit?: number; cursor?: string };

const tenantLists = () => ["members", "tenant", "list"] as const;
const brandLists = (brandId: string) => ["members", "brand", brandId, "list"] as const;
const invitationLists = () => ["members", "invitations", "list"] as const;

/**
 * The one place membership cache keys are built. The workspace's people, each brand's people and
 * the pending invitations are three views of the same records (a brand role shows on the person's
 * workspace row, an invited person on the brand's list), so every membership change revalidates
 * what it touches in each of them.
 */
export const memberKeys = {
  all: ["members"] as const,
  tenantLists,
  tenantList: (query: PageQuery) => [...tenantLists(), { ...query }] as const,
  brandLists,
  brandList: (brandId: string, query: PageQuery) => [...brandLists(brandId), { ...query }] as const,
  invitationLists,
  invitationList: (query: PageQuery) => [...invitationLists(), { ...query }] as const,
  /** What a brand role change touches: the brand's list, the person's workspace row, or their invitation. */
  afterBrandChange: (brandId: string) => [brandLists(brandId), tenantLists(), invitationLists()],
};
