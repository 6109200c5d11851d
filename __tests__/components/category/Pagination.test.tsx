import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '@/components/category/Pagination';
import { renderWidget } from '../common/support/renderWidget';

const hrefFor = (page: number) => `/category/men?page=${page}`;

describe('Pagination over a listing', () => {
  it('brings the listing into view after a page chosen from it, and leaves the scroll alone for a page reached otherwise', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const listingRef = { current: document.body.appendChild(document.createElement('section')) };
    const user = userEvent.setup();
    const { rerender } = renderWidget(<Pagination page={1} lastPage={5} hrefFor={hrefFor} listingRef={listingRef} />);

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    rerender(<Pagination page={2} lastPage={5} hrefFor={hrefFor} listingRef={listingRef} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    // The browser's back or forward button changes the page without a click on the pager.
    rerender(<Pagination page={3} lastPage={5} hrefFor={hrefFor} listingRef={listingRef} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
