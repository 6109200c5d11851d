import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ReviewsTemplate } from '@/components/reviews/ReviewsTemplate';
import ReviewsPage from '@/pages/reviews';
import { CUSTOMER_SESSION } from '../../store/support/browser';
import { API } from '../../store/support/fakeShop';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { authoredReview, PANJABI, SAREE, serveFakeReviews } from './support/fakeReviews';

const backend = serveFakeShop();
const fake = serveFakeReviews(backend);

function renderReviews(page = 1) {
  return renderWidget(<ReviewsTemplate page={page} />, { preloadedState: { auth: CUSTOMER_SESSION }, router: createTestRouter('/reviews') });
}

function writeSection() {
  return screen.getByRole('region', { name: 'Write a review' });
}

function commentBox() {
  return screen.getByRole('textbox', { name: 'Your review (optional)' });
}

function listSection() {
  return screen.getByRole('region', { name: 'Your reviews' });
}

/** `count` reviews, newest first, one a day back from 28 Nov 2026. */
function addReviews(count: number) {
  for (let index = 0; index < count; index += 1) {
    const day = String(28 - index).padStart(2, '0');
    fake.reviews.addReviews(authoredReview({ id: 100 + index, comment: `Review ${index + 1}`, time_date: `2026-11-${day}T06:00:00.000Z` }));
  }
}

describe('/reviews', () => {
  it('is a customers-only page in the profile layout with My Reviews highlighted', async () => {
    expect(ReviewsPage.protected).toBe(true);
    renderReviews();
    expect(screen.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'My Reviews' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('My Reviews')).toHaveAttribute('aria-current', 'page');
    await screen.findByText('You have not written any reviews yet.');
  });

  it("lists the customer's reviews with the product, stars, comment, date, upvotes and moderation", async () => {
    fake.reviews.addReviews(
      authoredReview({ id: 2, rating: 5, comment: '<b>Lovely</b> colour', upvote_count: 1, status: 'pending', product: SAREE, time_date: '2026-11-22T19:30:00.000Z' }),
      authoredReview({ id: 1, rating: 4, upvote_count: 38 }),
    );
    renderReviews();

    await waitFor(() => expect(within(listSection()).getAllByRole('listitem')).toHaveLength(2));
    const [saree, panjabi] = within(listSection()).getAllByRole('listitem');
    expect(within(saree).getByRole('link', { name: 'Jamdani Saree' })).toHaveAttribute('href', '/details/jamdani-saree');
    expect(within(saree).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    // HTML in a comment is shown as the text it is.
    expect(within(saree).getByText('<b>Lovely</b> colour')).toBeInTheDocument();
    // Dated in Dhaka time: 19:30 UTC on the 22nd is the 23rd there.
    expect(within(saree).getByText('23 Nov 2026')).toHaveAttribute('datetime', '2026-11-22T19:30:00.000Z');
    expect(within(saree).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(saree).getByText('1 person found this helpful')).toBeInTheDocument();
    expect(within(panjabi).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(panjabi).getByText('38 people found this helpful')).toBeInTheDocument();
    expect(within(panjabi).queryByText('Awaiting approval')).not.toBeInTheDocument();
    expect(within(panjabi).getByRole('link', { name: 'Cotton Panjabi' })).toHaveAttribute('href', '/details/cotton-panjabi');
    expect(panjabi.querySelector('img')).toHaveAttribute('src', PANJABI.thumbnail_image);
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(fake.reviews.requestsTo('/api/v2/reviews/user?page=1')[0].authorization).toBe('Bearer customer-token');
  });

  it('shows the page asked for, with links to the other pages', async () => {
    addReviews(14);
    renderReviews(2);

    expect(await screen.findByText('Review 11')).toBeInTheDocument();
    expect(within(listSection()).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/reviews');
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads ?page= in the page of /reviews', async () => {
    addReviews(12);
    renderWidget(<ReviewsPage />, { preloadedState: { auth: CUSTOMER_SESSION }, router: { ...createTestRouter('/reviews'), query: { page: '2' } } });
    expect(await screen.findByText('Review 11')).toBeInTheDocument();
    expect(fake.reviews.requestsTo('/api/v2/reviews/user?page=2')).toHaveLength(1);
  });

  it('has an empty state for each list', async () => {
    renderReviews();
    expect(await within(writeSection()).findByText('Nothing waiting for a review')).toBeInTheDocument();
    expect(within(writeSection()).getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/orders');
    expect(await within(listSection()).findByText('You have not written any reviews yet.')).toBeInTheDocument();
    expect(within(listSection()).getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('leads back to the first page from a page past the last', async () => {
    addReviews(2);
    renderReviews(4);
    expect(await screen.findByText('There are no reviews on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your reviews' })).toHaveAttribute('href', '/reviews');
  });

  it('says when the lists could not be loaded, and tries again on request', async () => {
    fake.reviews.addReviews(authoredReview());
    fake.reviews.setReviewable(SAREE);
    backend.server.use(
      http.get(`${API}/v2/reviews/user`, () => new HttpResponse(null, { status: 500 }), { once: true }),
      http.get(`${API}/v2/reviews/reviewable`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    renderReviews();

    expect(await within(listSection()).findByRole('alert')).toHaveTextContent('Your reviews could not be loaded.');
    expect(await within(writeSection()).findByRole('alert')).toHaveTextContent('The products waiting for your review could not be loaded.');
    await userEvent.setup().click(within(listSection()).getByRole('button', { name: 'Try again' }));
    expect(await within(listSection()).findByText('1 review')).toBeInTheDocument();
    expect(await within(writeSection()).findByRole('link', { name: 'Jamdani Saree' })).toBeInTheDocument();
  });

  describe('writing a review', () => {
    it('sends the stars and the comment, then shows the review in the list and no longer offers the product', async () => {
      const user = userEvent.setup();
      fake.reviews.setReviewable(SAREE, PANJABI);
      renderReviews();

      await user.click(await screen.findByRole('button', { name: 'Write a review of Jamdani Saree' }));
      const form = screen.getByRole('form', { name: 'Review of Jamdani Saree' });
      const stars = within(form).getByRole('radiogroup', { name: 'Your rating' });
      expect(within(stars).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
      expect(within(stars).getByRole('radio', { name: '1 star' })).toHaveFocus();
      await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
      expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
      await user.type(within(form).getByRole('textbox', { name: 'Your review (optional)' }), '  Soft weave, true colours.  ');
      await user.click(within(form).getByRole('button', { name: 'Submit review' }));

      expect(await screen.findByText('Review submitted successfully')).toBeInTheDocument();
      const submissions = fake.reviews.requestsTo('/api/v2/reviews/submit');
      expect(submissions).toHaveLength(1);
      expect(submissions[0].body).toEqual({ product_id: SAREE.id, rating: 4, comment: 'Soft weave, true colours.' });
      expect(submissions[0].authorization).toBe('Bearer customer-token');
      const newReview = await within(listSection()).findByText('Soft weave, true colours.');
      expect(within(newReview.closest('li')!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
      await waitFor(() => expect(within(writeSection()).queryByRole('link', { name: 'Jamdani Saree' })).not.toBeInTheDocument());
      expect(within(writeSection()).getByRole('link', { name: 'Cotton Panjabi' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Your reviews' })).toHaveFocus();
    });

    it('goes to the first page, where the new review is, from another page', async () => {
      addReviews(12);
      fake.reviews.setReviewable(SAREE);
      const { router } = renderReviews(2);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Write a review of Jamdani Saree' }));
      await user.click(screen.getByRole('radio', { name: '5 stars' }));
      await user.click(screen.getByRole('button', { name: 'Submit review' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/reviews'));
    });

    it('asks for a rating before sending', async () => {
      const user = userEvent.setup();
      fake.reviews.setReviewable(SAREE);
      renderReviews();
      await user.click(await screen.findByRole('button', { name: 'Write a review of Jamdani Saree' }));
      await user.click(screen.getByRole('button', { name: 'Submit review' }));

      expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
      expect(fake.reviews.requestsTo('/api/v2/reviews/submit')).toHaveLength(0);
    });

    it('shows the server’s field errors beside the fields and keeps what was typed', async () => {
      const user = userEvent.setup();
      fake.reviews.setReviewable(SAREE);
      fake.reviews.refuseNextSubmission(422, {
        result: false,
        message: 'The rating field must not be greater than 5.',
        errors: { rating: ['The rating field must not be greater than 5.'], comment: ['The comment field must be a string.'] },
      });
      renderReviews();
      await user.click(await screen.findByRole('button', { name: 'Write a review of Jamdani Saree' }));
      await user.click(screen.getByRole('radio', { name: '3 stars' }));
      await user.type(commentBox(), 'Nice drape');
      await user.click(screen.getByRole('button', { name: 'Submit review' }));

      expect(await screen.findByText('The rating field must not be greater than 5.')).toBeInTheDocument();
      const comment = commentBox();
      expect(screen.getByText('The comment field must be a string.').id).toBe(comment.getAttribute('aria-describedby'));
      expect(comment).toHaveValue('Nice drape');
      expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    });

    it('shows a refusal about the product itself for the whole form', async () => {
      const user = userEvent.setup();
      fake.reviews.setReviewable(SAREE);
      fake.reviews.refuseNextSubmission(422, {
        result: false,
        message: 'You have already reviewed this product',
        errors: { product_id: ['You have already reviewed this product'] },
      });
      renderReviews();
      await user.click(await screen.findByRole('button', { name: 'Write a review of Jamdani Saree' }));
      await user.click(screen.getByRole('radio', { name: '2 stars' }));
      await user.click(screen.getByRole('button', { name: 'Submit review' }));

      const form = screen.getByRole('form', { name: 'Review of Jamdani Saree' });
      expect(await within(form).findByRole('alert')).toHaveTextContent('You have already reviewed this product');
    });

    it('says so when the request fails, keeping the form', async () => {
      const user = userEvent.setup();
      fake.reviews.setReviewable(SAREE);
      backend.server.use(http.post(`${API}/v2/reviews/submit`, () => HttpResponse.error(), { once: true }));
      renderReviews();
      await user.click(await screen.findByRole('button', { name: 'Write a review of Jamdani Saree' }));
      await user.click(screen.getByRole('radio', { name: '5 stars' }));
      await user.type(commentBox(), 'Great');
      await user.click(screen.getByRole('button', { name: 'Submit review' }));

      expect(await screen.findByText('Your review could not be sent. Please try again.')).toBeInTheDocument();
      expect(commentBox()).toHaveValue('Great');
    });

    it('closes on Cancel and gives the focus back to its button', async () => {
      const user = userEvent.setup();
      fake.reviews.setReviewable(SAREE);
      renderReviews();
      await user.click(await screen.findByRole('button', { name: 'Write a review of Jamdani Saree' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('form', { name: 'Review of Jamdani Saree' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Write a review of Jamdani Saree' })).toHaveFocus();
    });
  });
});
