import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test, testSession, useSession } from '../fixtures';

// Quizzes in the browser: a visitor is asked to sign in, a shopper plays a demo quiz against the
// clock, sees the score and finds it again, a prize quiz keeps its answers back, a creator
// writes a quiz with the live address check, and staff approving a prize again cannot give back
// prizes won since their form was loaded.

test('a visitor sees the intro and a sign-in prompt that comes back to the quiz', async ({ page }) => {
  await gotoHydrated(page, '/quiz');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Test what you know, win a treat' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Festivals of Nepal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Festivals of Nepal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to play' })).toHaveAttribute(
    'href',
    '/login?referrer=%2Fquiz%2Ffestivals-of-nepal',
  );
});

test('a shopper takes a quiz against the clock, sees the score and right answers, and finds it again', async ({
  page,
  shopper,
}) => {
  expect(shopper.token).toBeTruthy();
  await gotoHydrated(page, '/quiz/festivals-of-nepal');
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // No answer goes to the browser before submitting: the play screen only has the options. Each
  // play has its own order, so questions are found by their text.
  const question = (text: RegExp) => page.getByRole('group', { name: text });
  await question(/Kukur Tihar/)
    .getByRole('radio', { name: 'Dog' })
    .check();
  await question(/Teej/).getByRole('radio', { name: 'Women' }).check();
  // One wrong on purpose.
  await question(/tika and jamara/)
    .getByRole('radio', { name: 'Holi' })
    .check();
  await expect(page.getByText('3 of 3 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText('2 / 3');
  await expect(page.getByText(/^Rank \d+ of \d+ players$/)).toBeVisible();
  // No prize to win here, so the right answers are shown at once.
  await expect(page.getByText('Right answer: Dashain')).toBeVisible();
  await expect(page).toHaveURL(/[?&]result=\d+/);
  await page.reload();
  await expect(page.getByTestId('quiz-score')).toHaveText('2 / 3');
  // Back on the intro, the earlier play is there instead of a refusal.
  await gotoHydrated(page, '/quiz/festivals-of-nepal');
  await expect(page.getByTestId('earlier-play')).toContainText('2 / 3');
  await expect(page.getByRole('button', { name: 'Start the quiz' })).toHaveCount(0);
  await page.getByRole('button', { name: 'See your result' }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText('2 / 3');
  // And among the quizzes played, on the profile.
  await gotoHydrated(page, '/profile/quizzes');
  await page.getByRole('link', { name: /Festivals of Nepal.*2 \/ 3/ }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText('2 / 3');
});

// A wrong option for each question of the demo prize quiz, by the question's text.
const CAKE_WRONG: [RegExp, string][] = [
  [/named after a region of Germany/, 'Red velvet'],
  [/sponge cake rise/, 'Honey'],
  [/chocolate and cream/, 'Fondant'],
  [/10 guests/, '0.5 kg'],
  [/Red velvet gets its tang/, 'Lemon'],
  [/ring-shaped pan/, 'Swiss roll'],
  [/Tiramisu/, 'Mint'],
  [/cheesecake from cracking/, 'More sugar'],
];

test('a prize quiz draws its questions and keeps the right answers back, saying why no prize was won', async ({
  page,
  shopper,
}) => {
  expect(shopper.token).toBeTruthy();
  await gotoHydrated(page, '/quiz/cake-know-how');
  await expect(page.getByText('5 questions drawn from 8')).toBeVisible();
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByRole('group')).toHaveCount(5);
  for (const [text, wrong] of CAKE_WRONG) {
    const group = page.getByRole('group', { name: text });
    if ((await group.count()) > 0) await group.getByRole('radio', { name: wrong }).check();
  }
  await expect(page.getByText('5 of 5 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText('0 / 5');
  await expect(page.getByTestId('prize-note')).toHaveText(
    'The prize goes to players who get every answer right; you got 0 of 5.',
  );
  await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  await expect(
    page.getByText(/right answers stay hidden while this quiz’s prize can still be won/),
  ).toBeVisible();
  await expect(page.getByText(/^Right answer:/)).toHaveCount(0);
});

test('a creator writes a quiz; a taken address is caught while typing', async ({ page, shopper }) => {
  expect(shopper.token).toBeTruthy();
  const slug = `momo-quiz-${Date.now().toString(36)}`;
  await gotoHydrated(page, '/profile/quizzes');
  await expect(page.getByRole('heading', { name: 'No quizzes yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a quiz' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a quiz' })).toBeVisible();
  await page.getByLabel('Title').fill('Cake know-how');
  // The address follows the title, and that one is taken by a demo quiz.
  await page.getByLabel('Address', { exact: true }).fill('cake-know-how');
  await expect(page.getByText('Another quiz already uses this address; choose another')).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await expect(page.getByText('This address is free')).toBeVisible();
  await page.getByLabel('Title').fill('All about momos');
  // Checked before sending: the question is missing.
  await page.getByRole('button', { name: 'Publish the quiz' }).click();
  await expect(page.getByText('Write the question in 3 to 300 characters')).toBeVisible();
  await page.getByLabel('Question', { exact: true }).fill('Which city is said to have the best jhol momo?');
  await page.getByRole('textbox', { name: 'Answer 1' }).fill('Kathmandu');
  await page.getByRole('textbox', { name: 'Answer 2' }).fill('Biratnagar');
  await page.getByRole('radio', { name: 'Mark answer 1 as the right one' }).check();
  await page.getByLabel('Time limit').fill('2');
  await page.getByRole('button', { name: 'Publish the quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My quizzes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All about momos' })).toBeVisible();
  await expect(page.getByText('2 min')).toBeVisible();
  await page.getByRole('link', { name: 'All about momos' }).click();
  await expect(page.getByText('This is your quiz, so you know the answers.')).toBeVisible();
});

/** A new quiz of three questions whose prize (3 to win, 2 questions a play) staff approved. */
async function approvedPrizeQuiz(request: APIRequestContext, staff: Record<string, string>) {
  const owner = await testSession(request);
  const slug = `stock-quiz-${Date.now().toString(36)}`;
  const question = (text: string) => ({ text, options: ['Yes', 'No'], answer: 0 });
  const made = await request.post('/api/V2/quiz/create', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title: 'Sweet facts',
      slug,
      questions: [
        question('Is rasbari sweet?'),
        question('Is yomari steamed?'),
        question('Is kheer made with milk?'),
      ],
      wantsPrize: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const quiz: { id: number } = (await made.json()).data;
  const prizes = await request.get('/api/dashboard/v1/prizes', { headers: staff });
  const prize: { id: number } = (await prizes.json()).data.prizes.find(
    (p: { isActive: boolean }) => p.isActive,
  );
  const approve = (stock: number, stockLeft: number | null) =>
    request.post(`/api/dashboard/v1/quizzes/${quiz.id}/prize`, {
      headers: staff,
      data: { decision: 'approve', prizeId: prize.id, stock, stockLeft, questionsPerPlay: 2 },
    });
  expect((await approve(3, null)).status()).toBe(200);
  return { quiz, approve };
}

test('staff approving a prize again are told the prizes left changed since their form was loaded', async ({
  page,
  request,
}) => {
  const admin = await testSession(request, { email: 'admin@upahar.demo' });
  const staff = { authorization: `Bearer ${admin.token}` };
  const { quiz, approve } = await approvedPrizeQuiz(request, staff);
  await useSession(page, admin.token);
  await gotoHydrated(page, `/dashboard/quizzes/${quiz.id}`);
  await page.getByRole('radio', { name: 'Approve with a prize' }).check();
  await expect(page.getByText('3 left now; players may win some while you edit')).toBeVisible();
  // Meanwhile the number left changes (another admin here; a win works the same).
  expect((await approve(1, 3)).status()).toBe(200);
  await page.getByLabel('Prizes left').fill('6');
  await page.getByRole('button', { name: 'Approve the prize' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'The number of prizes left changed since this form was loaded: 1 now, not 3. Check the number and approve again.',
  );
  // The field says the number now in its error, in place of its hint.
  await expect(page.getByText('Changed since this form was loaded: 1 left now')).toBeVisible();
  await page.getByRole('button', { name: 'Approve the prize' }).click();
  await expect(page.getByText(/, 6 left$/)).toBeVisible();
});
