import { robotsTxt } from '@/utils/robotsTxt';

describe('robotsTxt', () => {
  it('lets every crawler in except to the API and names the absolute sitemap URL', () => {
    expect(robotsTxt('https://rongdhonu.example')).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', 'Sitemap: https://rongdhonu.example/sitemap.xml', ''].join('\n'),
    );
  });

  it('follows the host the site is served from', () => {
    expect(robotsTxt('http://localhost:3100')).toContain('Sitemap: http://localhost:3100/sitemap.xml');
  });
});
