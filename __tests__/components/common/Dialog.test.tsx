import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '@/components/common/Dialog';

function DialogWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Menu" placement="left">
        <a href="#men" onClick={(event) => event.preventDefault()}>
          Men
        </a>
        <a href="https://example.com" target="_blank" rel="noopener noreferrer" onClick={(event) => event.preventDefault()}>
          Our blog
        </a>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<DialogWithOpener />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { user, dialog };
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus on its first control', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('keeps Tab inside and stops the page behind from scrolling', async () => {
    const { user } = await openDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Our blog' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape, giving focus back to its opener and the page its scrolling', async () => {
    const { user } = await openDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await closed();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a link inside is followed, but not for one opening a new tab', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('link', { name: 'Our blog' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Men' }));
    await closed();
  });

  it('closes with its close button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await closed();
  });
});
