import type { Db } from '../connection';
import type { ProductPlan } from './catalog-plan';
import { daysBefore, daysFrom, idsBySlug, insertInBatches, requireId } from './support';

function productRow(plan: ProductPlan, categoryIds: Map<string, number>, now: Date) {
  const createdAt = daysBefore(now, plan.daysAgo);
  return {
    name: plan.name,
    slug: plan.slug,
    category_id: requireId(categoryIds, plan.categorySlug),
    description: plan.description,
    short_description: plan.shortDescription,
    thumbnail_image: plan.thumbnailImage,
    hover_image: plan.hoverImage,
    style_code: plan.styleCode,
    barcode: plan.barcode,
    unit_price: plan.unitPrice,
    stroked_price: plan.strokedPrice,
    discount: plan.discount,
    discount_type: plan.discountType,
    discount_start_at: plan.discountWindow ? daysFrom(now, plan.discountWindow.startDaysFromNow) : null,
    discount_end_at: plan.discountWindow ? daysFrom(now, plan.discountWindow.endDaysFromNow) : null,
    is_negative: plan.isNegative ? 1 : 0,
    published: plan.published ? 1 : 0,
    is_featured: plan.isFeatured ? 1 : 0,
    is_new_arrival: plan.isNewArrival ? 1 : 0,
    is_hot_deal: plan.isHotDeal ? 1 : 0,
    sales: plan.sales,
    rating: plan.rating,
    rating_count: plan.ratingCount,
    size_chart_link: plan.sizeChartLink,
    commission_rate: plan.commissionRate,
    meta_title: `${plan.name} | Rongdhonu`,
    meta_description: plan.shortDescription,
    meta_image: plan.thumbnailImage,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Inserts products with their categories, choices, variants and photos; answers ids by slug. */
export async function seedProducts(
  db: Db,
  plans: ProductPlan[],
  categoryIds: Map<string, number>,
  now: Date,
): Promise<Map<string, number>> {
  await insertInBatches(
    db,
    'products',
    plans.map((plan) => productRow(plan, categoryIds, now)),
  );
  const productIds = await idsBySlug(db, 'products');
  const withIds = plans.map((plan) => ({ plan, productId: requireId(productIds, plan.slug) }));

  await insertInBatches(
    db,
    'product_categories',
    withIds.flatMap(({ plan, productId }) => [
      { product_id: productId, category_id: requireId(categoryIds, plan.categorySlug) },
      { product_id: productId, category_id: requireId(categoryIds, plan.parentSlug) },
    ]),
  );
  await insertInBatches(
    db,
    'product_choice_options',
    withIds.flatMap(({ plan, productId }) =>
      plan.choices.flatMap((choice, choicePosition) =>
        choice.values.map((value, optionPosition) => ({
          product_id: productId,
          attribute: choice.attribute,
          choice_position: choicePosition,
          option_position: optionPosition,
          value,
          alias_name: value,
        })),
      ),
    ),
  );
  await insertInBatches(
    db,
    'product_variants',
    withIds.flatMap(({ plan, productId }) => {
      const createdAt = daysBefore(now, plan.daysAgo);
      return plan.variants.map((variant) => ({
        product_id: productId,
        variant: variant.variant,
        color: variant.color,
        size: variant.size,
        barcode: variant.barcode,
        sku: variant.sku,
        price: variant.price,
        stroked_price: variant.strokedPrice,
        stock: variant.stock,
        image: variant.image,
        created_at: createdAt,
        updated_at: createdAt,
      }));
    }),
  );
  await insertInBatches(
    db,
    'product_photos',
    withIds.flatMap(({ plan, productId }) =>
      plan.photos.map((photo) => ({ product_id: productId, path: photo.path, variant: photo.variant, position: photo.position })),
    ),
  );
  return productIds;
}

/** Reviews of every product; the demo customer's own reviews point at their account. */
export async function seedReviews(
  db: Db,
  plans: ProductPlan[],
  productIds: Map<string, number>,
  demoCustomerId: number,
  now: Date,
): Promise<void> {
  await insertInBatches(
    db,
    'reviews',
    plans.flatMap((plan) =>
      plan.reviews.map((review) => ({
        product_id: requireId(productIds, plan.slug),
        user_id: review.byDemoCustomer ? demoCustomerId : null,
        reviewer_name: review.reviewerName,
        rating: review.rating,
        comment: review.comment,
        upvote_count: review.upvoteCount,
        status: 1,
        created_at: daysBefore(now, review.daysAgo),
      })),
    ),
  );
}
