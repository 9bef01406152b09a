import { expect, type Page } from '@playwright/test';

/**
 * Calls the product API as the signed-in user of `page` (its stored token), the way the console
 * does. Used to put records a scenario creates back as they were, so a retry or another order of
 * the specs starts from the same state; answers other than 2xx are returned, not thrown.
 */
export async function callApi(page: Page, name: string, input: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a signed-in page').toBeTruthy();
  const response = await page.request.post(`/api/v1/${name}`, { headers: { Token: token as string }, data: input });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

/** Like callApi, for a call that must succeed (a list read, a reset). */
export async function callApiOk<T>(page: Page, name: string, input: Record<string, unknown>): Promise<T> {
  const answer = await callApi(page, name, input);
  expect(answer.status, `${name} ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body as T;
}
