import { createTestApi, setUpTestShop } from '../support/testApi';
import { expectListItemShape, unpublishedProductIds } from './catalogReaders';
import { GOLDEN, GOLDEN_FLASH_DEAL, setUpGoldenCatalog } from './goldenCatalog';

describe('flash deals and campaigns', () => {
  const now = new Date();
  const shop = setUpTestShop(() => now);
  const golden = setUpGoldenCatalog(() => shop.db, now);

  const runningDeals = async () => {
    const time = now.toISOString();
    const deals = await shop.db.selectFrom('flash_deals').selectAll().orderBy('end_at').orderBy('id').execute();
    return deals.filter((deal) => deal.status === 1 && deal.start_at <= time && time < deal.end_at);
  };

  const sortedIds = (rows: Array<{ id: number }>) => rows.map((row) => row.id).sort((left, right) => left - right);

  const publishedFlashDealProductIds = async (flashDealId: number) =>
    sortedIds(
      await shop.db
        .selectFrom('flash_deal_products')
        .innerJoin('products', 'products.id', 'flash_deal_products.product_id')
        .select('products.id')
        .where('flash_deal_products.flash_deal_id', '=', flashDealId)
        .where('products.published', '=', 1)
        .execute(),
    );

  const publishedCampaignProductIds = async (campaignId: number) =>
    sortedIds(
      await shop.db
        .selectFrom('campaign_products')
        .innerJoin('products', 'products.id', 'campaign_products.product_id')
        .select('products.id')
        .where('campaign_products.campaign_id', '=', campaignId)
        .where('products.published', '=', 1)
        .execute(),
    );

  describe('GET /v2/flash-deals', () => {
    it('answers the running flash deals only, with their products at flash prices', async () => {
      const deals = await runningDeals();
      const allDeals = await shop.db.selectFrom('flash_deals').select('id').execute();
      expect(deals.length).toBeGreaterThan(0);
      expect(allDeals.length).toBeGreaterThan(deals.length);

      const response = await shop.api.get('/v2/flash-deals');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, status: 200 });
      expect(response.body.data.map((deal: { id: number }) => deal.id)).toEqual(deals.map((deal) => deal.id));

      for (const [index, deal] of response.body.data.entries()) {
        expect(Object.keys(deal).sort()).toEqual(
          ['id', 'title', 'slug', 'banner', 'background_color', 'text_color', 'start_date', 'end_date', 'products'].sort(),
        );
        expect(deal).toMatchObject({
          title: deals[index].title,
          slug: deals[index].slug,
          start_date: deals[index].start_at,
          end_date: deals[index].end_at,
        });
        expect(new Date(deal.end_date).toISOString()).toBe(deal.end_date);
        expect(new Date(deal.end_date).getTime()).toBeGreaterThan(now.getTime());
        expect(sortedIds(deal.products)).toEqual(await publishedFlashDealProductIds(deal.id));
        for (const item of deal.products) {
          expectListItemShape(item);
          expect(item.has_discount).toBe(true);
        }
      }

      const goldenDeal = response.body.data.find((deal: { slug: string }) => deal.slug === GOLDEN_FLASH_DEAL.slug);
      expect(goldenDeal.products).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: golden.ids.flashDealOnTop, ...GOLDEN.flashDealOnTop.expected }),
          expect.objectContaining({ id: golden.ids.flashDealSmaller, ...GOLDEN.flashDealSmaller.expected }),
        ]),
      );
    });

    it('answers nothing once every deal has ended', async () => {
      const later = createTestApi(shop.db, () => new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000));
      const response = await later.get('/v2/flash-deals');
      expect(response.body.data).toEqual([]);
    });
  });

  describe('GET /v2/flash-deals/:slug', () => {
    it('answers one running deal', async () => {
      const [deal] = await runningDeals();
      const response = await shop.api.get(`/v2/flash-deals/${deal.slug}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0]).toMatchObject({ id: deal.id, slug: deal.slug, products: expect.any(Array) });
    });

    it('answers 404 for an ended deal and an unknown slug', async () => {
      const time = now.toISOString();
      const ended = await shop.db.selectFrom('flash_deals').selectAll().where('end_at', '<=', time).executeTakeFirstOrThrow();
      expect((await shop.api.get(`/v2/flash-deals/${ended.slug}`)).status).toBe(404);
      const unknown = await shop.api.get('/v2/flash-deals/no-such-deal');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Flash deal not found');
    });
  });

  describe('GET /v2/campaign', () => {
    it('answers the running campaigns with their published products', async () => {
      const time = now.toISOString();
      const campaigns = (await shop.db.selectFrom('campaigns').selectAll().orderBy('end_at').orderBy('id').execute()).filter(
        (campaign) => campaign.status === 1 && campaign.start_at <= time && time < campaign.end_at,
      );
      expect(campaigns.length).toBeGreaterThan(0);
      const response = await shop.api.get('/v2/campaign');
      expect(response.status).toBe(200);
      expect(response.body.data.map((campaign: { id: number }) => campaign.id)).toEqual(campaigns.map((campaign) => campaign.id));
      const hidden = await unpublishedProductIds(shop.db);
      for (const [index, campaign] of response.body.data.entries()) {
        expect(Object.keys(campaign).sort()).toEqual(['id', 'title', 'slug', 'subtitle', 'banner', 'start_date', 'end_date', 'products'].sort());
        expect(campaign).toMatchObject({ title: campaigns[index].title, start_date: campaigns[index].start_at, end_date: campaigns[index].end_at });
        const ids = sortedIds(campaign.products);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids).toEqual(await publishedCampaignProductIds(campaign.id));
        expect(ids.filter((id) => hidden.includes(id))).toEqual([]);
        campaign.products.forEach(expectListItemShape);
      }
    });

    it('answers nothing after the campaign has ended', async () => {
      const later = createTestApi(shop.db, () => new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000));
      expect((await later.get('/v2/campaign')).body.data).toEqual([]);
    });
  });
});
