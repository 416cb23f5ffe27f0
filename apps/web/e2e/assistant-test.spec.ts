import type { APIRequestContext } from '@playwright/test';
import {
  formatPhoneNumber,
  type AssistantKnowledgeAnswer,
  type CalendarAnswer,
  type SubscriptionsAnswer,
} from '@telecom/domain';
import { axeViolations, database, expect, openIn, signIn, test, uniqueEmail, watchErrors, WCAG_TAGS } from './fixtures';

// Issue 40 (decisions.md §16, docs/decisions/059): a new customer with an AI assistant saves its knowledge on
// /dashboard/assistent, asks the opening hours in "Test your assistant", books tomorrow at 14:00 and sees the booking
// confirmed (and on the calendar page), then triggers a handoff rule and sees the transfer; screenshots at 390 and 1280 px.

test.use({ reducedMotion: 'reduce' });

async function customerWithAssistant(request: APIRequestContext) {
  const email = uniqueEmail('assistent-test');
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName: 'Femke', lastName: 'Bos', email, password: 'Zomer-Fiets-2026', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const account = (await registered.json()) as { token: string; user: Record<string, unknown> };
  const auth = { Authorization: `Bearer ${account.token}` };
  // The account's first assistant starts its free trial: paid at once, nothing charged.
  const placed = await request.post('/api/orders', {
    headers: auth,
    data: {
      product: {
        kind: 'ai-assistant',
        plan: 'starter',
        business: { name: 'Kapsalon Knip', languages: ['nl'] },
      },
      customer: {
        name: 'Femke Bos',
        email,
        phone: '+31 6 1234 5678',
        country: 'NL',
        postcode: '3511 JP',
        houseNumber: '1',
        street: 'Domplein',
        city: 'Utrecht',
      },
      delivery: 'email',
      payment: { method: 'ideal' },
      account: 'existing',
      withdrawalConsent: true,
    },
  });
  expect(placed.status()).toBe(201);
  return { ...account, auth };
}

/** Tomorrow's date in Amsterdam, as noon UTC of that date (only its date and weekday are read). */
function tomorrow(): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1, 12));
}

/** Tomorrow at 14:00, as the page writes it in Dutch ("dinsdag 1 december om 14:00"). */
function tomorrowAtTwo(): string {
  const date = new Intl.DateTimeFormat('nl', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return `${date.format(tomorrow())} om 14:00`;
}

/** Tomorrow as the calendar page's day heading ("dinsdag 1 december 2026"). */
function tomorrowInDutch(): string {
  return new Intl.DateTimeFormat('nl', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(tomorrow());
}

test('the assistant’s knowledge is saved, answers the opening hours, books tomorrow at 14:00 and transfers a complaint', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const customer = await customerWithAssistant(request);
  await signIn(page, customer);

  // From the dashboard's card to the assistant's page.
  await openIn(page, '/dashboard', 'nl');
  await page.getByRole('link', { name: 'Kennis, test en gesprekken' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-assistent van Kapsalon Knip');

  const knowledge = page.getByRole('region', { name: 'Wat je assistent weet' });
  const greeting = knowledge.getByLabel('Begroeting');
  await greeting.fill('Goedendag, u spreekt met de assistent van Kapsalon Knip. Waarmee kan ik u helpen?');
  await expect(knowledge.getByTestId('greeting-preview')).toContainText(
    'Goedendag, u spreekt met de assistent van Kapsalon Knip. Waarmee kan ik u helpen?',
  );
  // Booking hours every day, so that tomorrow is always open.
  const bookingHours = knowledge.getByTestId('booking-hours');
  for (const day of ['zaterdag', 'zondag'])
    await bookingHours.getByRole('button', { name: `Tijden toevoegen op ${day}` }).click();
  // A service with its price typed the Dutch way, as the domain reads an amount: saved in cents.
  await knowledge.getByRole('button', { name: 'Dienst toevoegen' }).click();
  const service = knowledge.getByRole('group', { name: 'Dienst 1' });
  await service.getByLabel('Naam').fill('Knippen');
  await service.getByLabel('Prijs in euro').fill('€ 32,50');
  // A handoff rule with a bad number first: refused at the field, what was typed kept.
  await knowledge.getByRole('button', { name: 'Regel toevoegen' }).click();
  await knowledge.getByLabel('Woorden').fill('klacht, spoed');
  const number = knowledge.getByLabel('Doorverbinden naar');
  await number.fill('0900 1234');
  await knowledge.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    knowledge.getByText(
      'Vul een telefoonnummer in zoals 020 123 4567 of +32 471 23 45 67 (geen 09xx- of korte nummers)',
    ),
  ).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveValue('0900 1234');
  await number.fill('06 1234 5678');
  await knowledge.getByRole('button', { name: 'Opslaan' }).click();
  await expect(knowledge.getByRole('status')).toHaveText('Opgeslagen. Je assistent gebruikt dit vanaf nu.');
  await expect(number).toHaveValue('+31612345678');
  const { subscriptions } = (await (
    await request.get('/api/subscriptions', { headers: customer.auth })
  ).json()) as SubscriptionsAnswer;
  const assistant = subscriptions.find((subscription) => subscription.kind === 'ai-assistant');
  const saved = (await (
    await request.get(`/api/subscriptions/${assistant?.id}/assistant`, { headers: customer.auth })
  ).json()) as AssistantKnowledgeAnswer;
  expect(saved.knowledge.services).toEqual([{ name: 'Knippen', minutes: 30, priceCents: 3250 }]);
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  // Test your assistant: the greeting, then the opening hours (Monday to Friday 09:00–17:00 from the order).
  const chat = page.getByRole('region', { name: 'Test je assistent' });
  const conversation = chat.getByRole('list', { name: 'Gesprek' });
  await expect(conversation.getByRole('listitem')).toHaveText([
    'Assistent: Goedendag, u spreekt met de assistent van Kapsalon Knip. Waarmee kan ik u helpen?',
  ]);
  const say = async (text: string) => {
    await chat.getByLabel('Wat de beller zegt').fill(text);
    await chat.getByRole('button', { name: 'Versturen' }).click();
  };
  await say('Wat zijn jullie openingstijden?');
  await expect(conversation.getByRole('listitem').last()).toHaveText(
    'Assistent: Onze openingstijden: maandag van 09:00 tot 17:00, dinsdag van 09:00 tot 17:00, woensdag van 09:00 tot 17:00, donderdag van 09:00 tot 17:00, vrijdag van 09:00 tot 17:00, zaterdag gesloten, zondag gesloten.',
  );

  // A booking tomorrow at 14:00 (free: the calendar is empty), with a name.
  const when = tomorrowAtTwo();
  await say('Ik wil een afspraak morgen om 14 uur');
  await expect(conversation.getByRole('listitem').last()).toContainText('Op welke naam mag ik de afspraak zetten?');
  await say('Jan de Vries');
  const booked = chat.getByTestId('chat-action');
  await expect(booked).toHaveText(`Geboekt Afspraak op ${when}. Naar de agenda`);
  await expect(booked.getByRole('link', { name: 'Naar de agenda' })).toHaveAttribute('href', '/dashboard/agenda');
  const calendar = (await (await request.get('/api/calendar', { headers: customer.auth })).json()) as CalendarAnswer;
  expect(calendar.events).toEqual([expect.objectContaining({ source: 'assistant', title: 'Jan de Vries' })]);
  expect(
    new Intl.DateTimeFormat('nl', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' }).format(
      new Date(calendar.events[0]!.start),
    ),
  ).toBe('14:00');

  // Start again, then a complaint: put through to the rule's number.
  await chat.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await expect(conversation.getByRole('listitem')).toHaveCount(1);
  await say('Ik heb een klacht over mijn knipbeurt');
  const transfer = conversation.getByRole('listitem').last();
  await expect(transfer).toContainText('Assistent: Een moment, ik verbind u door.');
  await expect(transfer.getByTestId('chat-action')).toHaveText(
    `Doorverbinden Het gesprek wordt doorverbonden met ${formatPhoneNumber('+31612345678')}.`,
  );
  await expect(chat.getByLabel('Wat de beller zegt')).toBeDisabled();

  // The call log: newest first, the transfer and the booking with their badges, a transcript to open.
  const log = page.getByRole('region', { name: 'Gesprekken' });
  await expect(log.getByTestId('assistant-usage')).toHaveText('0 van 100 telefoongesprekken gebruikt deze maand');
  const calls = log.getByRole('listitem').filter({ has: page.locator('details') });
  await expect(calls).toHaveCount(2);
  await expect(calls.nth(0)).toContainText('Doorverbonden');
  await expect(calls.nth(1)).toContainText('Geboekt');
  await expect(calls.nth(1)).toContainText(`Geboekt: Jan de Vries, ${when}`);
  await calls.nth(1).getByText('Gesprek tonen').click();
  await expect(calls.nth(1).getByText('Jij: Jan de Vries')).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`assistant-${width}.png`), fullPage: true });
  }

  // The calendar page: the booking on tomorrow, from the assistant, 14:00–14:30.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Je account' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
  const agenda = page.getByTestId('calendar');
  await expect(agenda.getByRole('heading', { level: 3 })).toHaveText(tomorrowInDutch());
  const event = agenda.getByTestId('calendar-event');
  await expect(event).toHaveCount(1);
  await expect(event).toContainText(/^14:00–14:30/);
  await expect(event).toContainText('AI-assistent');
  await expect(event).toContainText('Jan de Vries');
  expect(errors).toEqual([]);
});

test('phone calls in the call log say who called: the number, or that it was withheld', async ({ page, request }) => {
  const errors = watchErrors(page);
  const customer = await customerWithAssistant(request);
  const { subscriptions } = (await (
    await request.get('/api/subscriptions', { headers: customer.auth })
  ).json()) as SubscriptionsAnswer;
  const assistant = subscriptions.find((subscription) => subscription.kind === 'ai-assistant')!;
  // Two calls the assistant took on the phone (the voice platform's, docs/decisions/064): one from a mobile number,
  // one withheld, a minute apart.
  const db = database({ writable: true });
  let firstCallAt = '';
  try {
    const insert = db.prepare(
      'INSERT INTO assistant_calls (user_id, subscription_id, channel, caller, started_at, ended_at, transcript, summary, outcome, transfer_number, appointment_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const minute = 60_000;
    const transcript = (said: string) =>
      JSON.stringify([
        { speaker: 'assistant', text: 'Goedendag, Kapsalon Knip.' },
        { speaker: 'caller', text: said },
      ]);
    for (const [caller, ago, said, outcome] of [
      ['+31612345678', 2 * minute, 'Wat zijn jullie openingstijden?', 'answered'],
      [null, minute, 'Kunt u mij terugbellen?', 'message'],
    ] as const) {
      const startedAt = new Date(Date.now() - ago).toISOString();
      firstCallAt ||= startedAt;
      insert.run(
        (customer.user as { id: number }).id,
        assistant.id,
        'phone',
        caller,
        startedAt,
        startedAt,
        transcript(said),
        said,
        outcome,
        null,
        null,
      );
    }
  } finally {
    db.close();
  }
  await signIn(page, customer);
  await openIn(page, `/dashboard/assistent?id=${assistant.id}`, 'nl');
  const log = page.getByRole('region', { name: 'Gesprekken' });
  await expect(log.getByTestId('assistant-usage')).toHaveText('2 van 100 telefoongesprekken gebruikt deze maand');
  const calls = log.getByRole('listitem').filter({ has: page.locator('details') });
  await expect(calls).toHaveCount(2);
  await expect(calls.nth(0)).toContainText('Bericht');
  await expect(calls.nth(0)).toContainText('Telefoon van een afgeschermd nummer');
  await expect(calls.nth(0)).toContainText('Kunt u mij terugbellen?');
  await expect(calls.nth(1)).toContainText(`Telefoon van ${formatPhoneNumber('+31612345678')}`);
  // When, in the business's time (Amsterdam), whatever the browser's zone.
  const started = new Intl.DateTimeFormat('nl', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(firstCallAt));
  await expect(calls.nth(1).locator('time')).toHaveText(started);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await log.screenshot({ path: test.info().outputPath(`assistant-phone-calls-${width}.png`) });
  }
  expect(errors).toEqual([]);
});
