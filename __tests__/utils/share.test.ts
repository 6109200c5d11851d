import { shareLinks } from '@/utils/share';

describe('shareLinks', () => {
  const links = shareLinks('https://shop.example/details/jamdani-saree', 'Jamdani Saree & Blouse');

  it('shares the page on Facebook', () => {
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fdetails%2Fjamdani-saree');
  });

  it('posts the link and the name on X', () => {
    expect(links.x).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.example%2Fdetails%2Fjamdani-saree&text=Jamdani%20Saree%20%26%20Blouse',
    );
  });

  it('sends the name and link on WhatsApp', () => {
    expect(links.whatsapp).toBe('https://wa.me/?text=Jamdani%20Saree%20%26%20Blouse%20https%3A%2F%2Fshop.example%2Fdetails%2Fjamdani-saree');
  });
});
