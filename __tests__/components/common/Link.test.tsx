import { render } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Link } from '@/components/common/Link';

const nextLinkProps = jest.fn();
jest.mock('next/link', () => ({
  __esModule: true,
  default: (props: { href: string; prefetch?: boolean; children: React.ReactNode }) => {
    nextLinkProps(props);
    return <a href={props.href}>{props.children}</a>;
  },
}));

const CODE_FOLDERS = ['components', 'pages', 'hooks'];

function filesImportingNextLink(): string[] {
  return CODE_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(folder, file))
      .filter((file) => readFileSync(file, 'utf8').includes("from 'next/link'")),
  );
}

describe('Link', () => {
  beforeEach(() => nextLinkProps.mockClear());

  it('loads its route when the shopper reaches for it, not when it scrolls into view', () => {
    const { getByRole } = render(<Link href="/details/linen-panjabi">Linen panjabi</Link>);
    expect(getByRole('link', { name: 'Linen panjabi' })).toHaveAttribute('href', '/details/linen-panjabi');
    expect(nextLinkProps).toHaveBeenCalledWith(expect.objectContaining({ prefetch: false }));
  });

  it('prefetches in view where a page asks for it', () => {
    render(
      <Link href="/checkout" prefetch>
        Checkout
      </Link>,
    );
    expect(nextLinkProps).toHaveBeenCalledWith(expect.objectContaining({ prefetch: true }));
  });

  it('is the only way the shop’s code links with next/link', () => {
    expect(filesImportingNextLink()).toEqual([path.join('components', 'common', 'Link.tsx')]);
  });
});
