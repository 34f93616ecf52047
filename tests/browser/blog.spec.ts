import { expect, test, type Page } from '@playwright/test';
import { blogPosts, blogTags } from '../support/blog-posts';
import { sitemapPaths } from '../support/sitemap';

const posts = blogPosts();
const titlesOn = (page: Page) => page.locator('main article header h2').allTextContents();

test('the blog lists every post, newest first, with date, authors, tags and reading time', async ({
  page,
}) => {
  await page.goto('/blog/');
  expect(await titlesOn(page)).toEqual(posts.map((p) => p.title));
  const articles = page.locator('main article');
  await expect(articles).toHaveCount(posts.length);
  for (let i = 0; i < posts.length; i++) {
    const article = articles.nth(i);
    await expect(article.locator('time')).toHaveAttribute(
      'datetime',
      new RegExp(`^${posts[i].date}`),
    );
    await expect(article).toContainText(/min read/);
    await expect(article.locator('.avatar, [class*="authorName"]').first()).toBeVisible();
    for (const tag of posts[i].tags) {
      await expect(article.getByRole('link', { name: tag, exact: true })).toHaveAttribute(
        'href',
        `/blog/tags/${tag}/`,
      );
    }
    // Truncated: the list links to the full post.
    await expect(article.getByRole('link', { name: /read more/i })).toHaveAttribute(
      'href',
      `/blog/${posts[i].slug}/`,
    );
  }
});

test('each post page shows its reading time', async ({ page }) => {
  for (const post of posts) {
    await page.goto(`/blog/${post.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('main article header')).toContainText(/min read/);
  }
});

test('every tag page lists exactly the posts that carry the tag', async ({ page }) => {
  const tags = blogTags();
  expect(tags.sort()).toEqual(
    ['audit', 'documentation', 'maci', 'release', 'roadmap', 'security', 'voting', 'zk'].sort(),
  );
  for (const tag of tags) {
    await page.goto(`/blog/tags/${tag}/`);
    const expected = posts.filter((p) => p.tags.includes(tag)).map((p) => p.title);
    expect(await titlesOn(page), `posts tagged ${tag}`).toEqual(expected);
  }
});

test('posts, tag pages and the archive are in the sitemap', () => {
  const paths = new Set(sitemapPaths());
  for (const path of [
    '/blog/',
    '/blog/archive/',
    '/blog/tags/',
    ...posts.map((p) => `/blog/${p.slug}/`),
    ...blogTags().map((t) => `/blog/tags/${t}/`),
  ]) {
    expect(paths.has(path), path).toBe(true);
  }
});

test('the archive lists every post', async ({ page }) => {
  await page.goto('/blog/archive/');
  for (const post of posts) {
    await expect(page.getByRole('link', { name: new RegExp(post.title) })).toHaveAttribute(
      'href',
      `/blog/${post.slug}/`,
    );
  }
});

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed parses as XML and lists every post`, async ({ page, request }) => {
    const response = await request.get(`/blog/${feed}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    // Parse with the browser's own XML parser: a malformed feed yields a <parsererror>.
    await page.goto('/');
    const result = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        titles: [...doc.querySelectorAll('item > title, entry > title')].map((t) => t.textContent),
      };
    }, xml);
    expect(result.error).toBe(false);
    expect(result.titles).toEqual(posts.map((p) => p.title));
  });
}
