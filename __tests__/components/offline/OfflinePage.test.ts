import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The offline page the service worker shows when a page cannot load (public/offline.html with its
// script public/offline.js): the bag kept in browser storage, in the shopper's language, and a retry.

interface OfflineScript {
  renderOfflinePage: (doc: Document, storage: Storage, place: { pathname: string; reload: () => void }, cookie: string) => void;
}

const PUBLIC = path.join(__dirname, '../../../public');
// The script exports its functions when loaded as a module, and runs itself in the browser.
const offlineScript = require('../../../public/offline.js') as OfflineScript;
const offlineBody = /<body>([\s\S]*)<\/body>/.exec(readFileSync(path.join(PUBLIC, 'offline.html'), 'utf8'))![1].replace(/<script[\s\S]*?<\/script>/, '');

const PANJABI = { name: 'Cotton Panjabi', quantity: 2, main_price_discount: 1350, color: 'White', size: 'M', barcode: 'PNJ-WHT-M' };
const SAREE = { name: 'Jamdani Saree', quantity: 1, main_price_discount: 4200, color: null, size: null, barcode: 'SAR-RED' };

/** The bag as redux-persist stores the cart slice under its key: each field JSON inside JSON. */
function storeBag(lines: unknown[]): void {
  window.localStorage.setItem('CART', JSON.stringify({ lines: JSON.stringify(lines), _persist: JSON.stringify({ version: -1, rehydrated: true }) }));
}

function openOfflinePage(pathname = '/cart', cookie = '') {
  document.body.innerHTML = offlineBody;
  const reload = jest.fn();
  offlineScript.renderOfflinePage(document, window.localStorage, { pathname, reload }, cookie);
  return { reload };
}

beforeEach(() => window.localStorage.clear());

describe('the offline page', () => {
  it('says the shopper is offline and lists the bag with quantities and prices', () => {
    storeBag([PANJABI, SAREE]);
    openOfflinePage();

    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    const bag = screen.getByRole('list', { name: 'Your bag' });
    const [panjabi, saree] = within(bag).getAllByRole('listitem');
    expect(panjabi).toHaveTextContent('Cotton Panjabi');
    expect(panjabi).toHaveTextContent('Qty: 2 · Colour: White · Size: M');
    expect(panjabi).toHaveTextContent('৳2,700.00');
    expect(saree).toHaveTextContent('Jamdani Saree');
    expect(saree).toHaveTextContent('Qty: 1');
    expect(saree).toHaveTextContent('৳4,200.00');
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.queryByText('Your bag is empty')).not.toBeVisible();
  });

  it('reloads the page when the shopper tries again', async () => {
    const { reload } = openOfflinePage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the bag is empty when nothing is stored, or the stored bag is unreadable', () => {
    openOfflinePage();
    expect(screen.getByText('Your bag is empty')).toBeVisible();

    window.localStorage.setItem('CART', '{not json');
    openOfflinePage();
    expect(within(screen.getByRole('list', { name: 'Your bag' })).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('speaks Bangla with Bengali numerals under /bn', () => {
    storeBag([PANJABI]);
    openOfflinePage('/bn/cart');
    expect(document.documentElement.lang).toBe('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    const [panjabi] = within(screen.getByRole('list', { name: 'আপনার ব্যাগ' })).getAllByRole('listitem');
    expect(panjabi).toHaveTextContent('পরিমাণ: ২');
    expect(panjabi).toHaveTextContent('৳২,৭০০.০০');
  });

  it('speaks Bangla when the lang cookie chose it', () => {
    openOfflinePage('/checkout', 'theme=x; lang=bn');
    expect(screen.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' })).toBeInTheDocument();
    openOfflinePage('/checkout', 'lang=en');
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
  });
});
