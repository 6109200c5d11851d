import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ItemsTemplate } from '@/components/affiliate/ItemsTemplate';
import { UrlsTemplate } from '@/components/affiliate/UrlsTemplate';
import ItemsPage from '@/pages/affiliate/items';
import UrlsPage from '@/pages/affiliate/Urls';
import { serveFakeShop } from '../../store/support/fakeShopServer';
import { serveFakeAffiliate } from './support/fakeAffiliate';
import { renderAffiliate } from './support/renderAffiliate';

const backend = serveFakeShop();
const fake = serveFakeAffiliate(backend);

describe('/affiliate/Urls ("URLs Generator")', () => {
  function renderUrls() {
    return renderAffiliate(<UrlsTemplate />, { pathname: '/affiliate/Urls' });
  }

  it('is a customers-only page', () => {
    expect(UrlsPage.protected).toBe(true);
  });

  it('turns a link to the shop into a referral link to copy and share', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderUrls();

    await user.type(await screen.findByLabelText('Link to a page of the shop'), 'http://localhost/category/saree?sort=new');
    await user.click(screen.getByRole('button', { name: 'Generate link' }));

    const generated = await screen.findByRole('textbox', { name: 'Your link' });
    expect(generated).toHaveValue('http://localhost/category/saree?sort=new&aff_ref=DEMOAFF');
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/url_generate')[0].body).toEqual({ url: 'http://localhost/category/saree?sort=new' });

    const copyButtons = screen.getAllByRole('button', { name: 'Copy' });
    await user.click(copyButtons[0]);
    expect(writeText).toHaveBeenCalledWith('http://localhost/category/saree?sort=new&aff_ref=DEMOAFF');
    expect(await screen.findByText('Copied', { selector: '.Toastify *' })).toBeInTheDocument();

    const share = screen.getByRole('group', { name: 'Share your link' });
    expect(within(share).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringContaining('https://wa.me/?text='));
    expect(within(share).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/category/saree?sort=new&aff_ref=DEMOAFF')}`,
    );
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderUrls();
    const field = await screen.findByLabelText('Link to a page of the shop');
    await user.type(field, 'https://elsewhere.example/x');
    await user.click(screen.getByRole('button', { name: 'Generate link' }));

    expect(await screen.findByText('Please enter a link to this shop')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('https://elsewhere.example/x');
    expect(screen.queryByRole('textbox', { name: 'Your link' })).not.toBeInTheDocument();
  });

  it('asks for a link before asking the server', async () => {
    const user = userEvent.setup();
    renderUrls();
    await user.click(await screen.findByRole('button', { name: 'Generate link' }));
    expect(await screen.findByText('Please enter a link to this shop')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/url_generate')).toHaveLength(0);
  });

  it('also gives the home page link', async () => {
    renderUrls();
    expect(await screen.findByRole('textbox', { name: 'Home page link' })).toHaveValue('http://localhost/?aff_ref=DEMOAFF');
  });

  it('tells a customer who is not an approved affiliate', async () => {
    fake.affiliate.state.caller = 'customer';
    renderUrls();
    expect(await screen.findByText('This page is for approved affiliates')).toBeInTheDocument();
    expect(screen.queryByLabelText('Link to a page of the shop')).not.toBeInTheDocument();
  });
});

describe('/affiliate/items', () => {
  it('is a customers-only page', () => {
    expect(ItemsPage.protected).toBe(true);
  });

  it('lists products with their price and what one sold earns', async () => {
    renderAffiliate(<ItemsTemplate page={1} search="" />, { pathname: '/affiliate/items' });
    const products = await screen.findByRole('list', { name: 'Products' });
    const saree = within(products).getByRole('heading', { name: 'Jamdani Saree' }).closest('li')!;
    expect(within(saree).getByText('৳8,890.00')).toBeInTheDocument();
    expect(saree).toHaveTextContent('You earn ৳533.40 a piece');
    expect(saree).toHaveTextContent('6% commission');
    expect(within(saree).getByRole('link', { name: 'Jamdani Saree' })).toHaveAttribute('href', '/details/jamdani-saree');
    expect(screen.getByText('2 products')).toBeInTheDocument();
  });

  it('gets a product’s referral link and copies it', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderAffiliate(<ItemsTemplate page={1} search="" />, { pathname: '/affiliate/items' });

    await user.click(await screen.findByRole('button', { name: 'Get link to Jamdani Saree' }));

    expect(await screen.findByRole('textbox', { name: 'Link to Jamdani Saree' })).toHaveValue('http://localhost/details/jamdani-saree?aff_ref=DEMOAFF');
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/url_generate')[0].body).toEqual({ url: '/details/jamdani-saree' });
    expect(writeText).toHaveBeenCalledWith('http://localhost/details/jamdani-saree?aff_ref=DEMOAFF');
    expect(await screen.findByText('Copied', { selector: '.Toastify *' })).toBeInTheDocument();
  });

  it('searches through the address, first page first', async () => {
    const user = userEvent.setup();
    const { router } = renderAffiliate(<ItemsTemplate page={3} search="" />, { pathname: '/affiliate/items' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' panjabi ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith('/affiliate/items?search=panjabi');
  });

  it('asks the server for the search and page of the address', async () => {
    renderAffiliate(<ItemsTemplate page={1} search="panjabi" />, { pathname: '/affiliate/items' });
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(fake.affiliate.requestsTo('/api/v2/affiliate/get_affiliate_items?page=1&search=panjabi')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('panjabi');
  });

  it('says when nothing matches, with the way back to every product', async () => {
    renderAffiliate(<ItemsTemplate page={1} search="lehenga" />, { pathname: '/affiliate/items' });
    expect(await screen.findByText('Nothing matches “lehenga”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all products' })).toHaveAttribute('href', '/affiliate/items');
  });

  it('keeps the search in the links to other pages', async () => {
    fake.affiliate.state.items = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      name: `Cotton Saree ${index + 1}`,
      slug: `cotton-saree-${index + 1}`,
      thumbnail_image: null,
      price: 1000,
      commission_rate: 5,
      commission_amount: 50,
    }));
    renderAffiliate(<ItemsTemplate page={1} search="saree" />, { pathname: '/affiliate/items' });
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/affiliate/items?search=saree&page=2');
  });
});
