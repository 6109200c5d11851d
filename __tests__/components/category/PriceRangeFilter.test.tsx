import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceRangeFilter } from '@/components/category/PriceRangeFilter';
import { hydrateWidget } from '../common/support/renderWidget';

const BOUNDS = { min: 1460, max: 3890, step: 10 };

describe('PriceRangeFilter', () => {
  it('applies prices typed into the boxes before the scripts arrived', async () => {
    const onApply = jest.fn();
    const user = userEvent.setup();
    hydrateWidget(<PriceRangeFilter bounds={BOUNDS} value={{ minPrice: null, maxPrice: null }} onApply={onApply} />, {
      beforeHydration: (container) => {
        const [minimum, maximum] = container.querySelectorAll<HTMLInputElement>('input[type="number"]');
        minimum.value = '2000';
        maximum.value = '3000';
      },
    });

    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(2000);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).toHaveBeenCalledWith({ minPrice: 2000, maxPrice: 3000 });
  });
});
