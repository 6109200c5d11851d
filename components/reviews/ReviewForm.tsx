import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/common/toast';
import { FieldError, FieldFrame, fieldDescription, fieldErrorId } from '@/components/common/FormField';
import { useFormat, useText } from '@/hooks/useLocale';
import type { ReviewedProduct } from '@/contract/reviews';
import { useSubmitReviewMutation } from '@/store/api/reviewsApi';
import type { ApiFailure } from '@/store/api/shopApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { RatingInput } from './RatingInput';
import { MAX_COMMENT_LENGTH } from './reviewDisplay';
import styles from './ReviewForm.module.scss';

const REVIEW_FORM_TEXTS = {
  ratingMissing: 'Please choose a rating from 1 to 5 stars',
  commentTooLong: `Please keep your review within ${MAX_COMMENT_LENGTH} characters`,
  submitted: 'Review submitted successfully',
  failed: 'Your review could not be sent. Please try again.',
  sessionEnded: 'Your session has ended. Please log in again to send your review.',
} as const;

interface ReviewFields {
  rating: string;
  comment: string;
}

const SERVER_FIELDS = ['rating', 'comment'] as const;

interface ReviewFormProps {
  product: ReviewedProduct;
  id: string;
  onSubmitted: () => void;
  onCancel: () => void;
}

/** Stars and a comment for one delivered product; what the shopper typed stays when sending fails. */
export function ReviewForm({ product, id, onSubmitted, onCancel }: ReviewFormProps) {
  const commentId = useId();
  const t = useText('reviews');
  const { number } = useFormat();
  const token = useAppSelector(selectToken);
  const [submitReview] = useSubmitReviewMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFields>({ defaultValues: { rating: '', comment: '' } });

  // The form opens on request: the stars take the focus, so keyboards carry on from there.
  useEffect(() => setFocus('rating'), [setFocus]);
  const commentLength = useWatch({ control, name: 'comment' }).length;
  const ratingId = `${id}-rating`;

  async function send({ rating, comment }: ReviewFields) {
    const review = { product_id: product.id, rating: Number(rating), comment: comment.trim() };
    const outcome = await submitReview({ token, review });
    if (outcome.error) {
      showFailure('fieldErrors' in outcome.error ? outcome.error : null);
      return;
    }
    if (!outcome.data.result) {
      setError('root.server', { message: outcome.data.message || REVIEW_FORM_TEXTS.failed });
      return;
    }
    toast.success(t(outcome.data.message || REVIEW_FORM_TEXTS.submitted));
    onSubmitted();
  }

  function showFailure(failure: ApiFailure | null) {
    const fieldErrors = failure?.fieldErrors ?? {};
    const besideFields = SERVER_FIELDS.filter((field) => fieldErrors[field]?.[0]);
    for (const field of besideFields) setError(field, { message: fieldErrors[field][0] });
    if (besideFields.length > 0) return;
    // Refusals about the product itself (not delivered, already reviewed) belong to the whole form.
    const refusal = fieldErrors.product_id?.[0] ?? failure?.message ?? REVIEW_FORM_TEXTS.failed;
    setError('root.server', { message: failure?.status === 401 ? REVIEW_FORM_TEXTS.sessionEnded : refusal });
  }

  return (
    <form id={id} className={styles.form} onSubmit={handleSubmit(send)} aria-label={t('Review of {product}', { product: product.name })} noValidate>
      <div className={styles.field}>
        <Controller
          control={control}
          name="rating"
          rules={{ required: REVIEW_FORM_TEXTS.ratingMissing }}
          render={({ field }) => (
            <RatingInput
              name={ratingId}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorId={errors.rating ? fieldErrorId(ratingId) : undefined}
            />
          )}
        />
        <FieldError id={ratingId} error={errors.rating?.message && t(errors.rating.message)} />
      </div>

      <FieldFrame
        id={commentId}
        label={t('Your review')}
        optional
        error={errors.comment?.message && t(errors.comment.message)}
        aside={
          <span className={commentLength > MAX_COMMENT_LENGTH ? styles.countOver : styles.count} aria-hidden="true">
            {number(commentLength)}/{number(MAX_COMMENT_LENGTH)}
          </span>
        }
      >
        <textarea
          id={commentId}
          rows={4}
          className={styles.comment}
          placeholder={t('Fit, fabric, colour: what should other shoppers know?')}
          {...fieldDescription(commentId, undefined, errors.comment?.message && t(errors.comment.message))}
          {...register('comment', { validate: (value) => value.trim().length <= MAX_COMMENT_LENGTH || REVIEW_FORM_TEXTS.commentTooLong })}
        />
      </FieldFrame>

      {errors.root?.server && (
        <p className={styles.formError} role="alert">
          {errors.root.server.message && t(errors.root.server.message)}
        </p>
      )}

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? t('Sending…') : t('Submit review')}
        </button>
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={isSubmitting}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
