import type { ArticleBadge, ArticleTag } from '#domain/articles';

// The blog's first articles (issue 24, decision 052), written for Sri Lankan drivers. Bodies use the
// small markdown subset of parseArticleBody: '## ' headings, '- ' lists, paragraphs. Their Sinhala and
// Tamil words are in article-translations.ts, by slug; an article without them is shown in English there.

export interface ArticleSeed {
  slug: string;
  imageUrl: string;
  tags: ArticleTag[];
  badge?: ArticleBadge;
  publishedOn: string;
  /** The home page's 'Get a quote' under the article: the quotation of the product it is about. */
  quoteUrl: string;
  title: string;
  summary: string;
  body: string;
}

const CAR_QUOTATION = '/motor/Car/full-insurance/Quotation';

export const ARTICLES: ArticleSeed[] = [
  {
    slug: 'third-party-or-comprehensive-motor-insurance',
    imageUrl: '/images/articles/shield.svg',
    tags: ['Most Read', 'Featured', 'Insurance', 'Motor', 'Tips'],
    badge: 'FEATURED',
    publishedOn: '2026-11-20',
    quoteUrl: CAR_QUOTATION,
    title: 'Third party or comprehensive: which motor insurance do you need?',
    summary:
      'Third-party cover is the legal minimum; comprehensive (full) cover also pays for your own vehicle. What each covers, and how to choose.',
    body: `Every vehicle on a Sri Lankan road must be insured at least against its liability to other people. That is third-party insurance, and the Motor Traffic Act makes it compulsory: without a valid certificate of insurance you cannot renew your revenue licence, and driving without one is an offence. Comprehensive insurance, often called full insurance, includes the same third-party cover and adds cover for your own vehicle.

## What third-party insurance covers

Third-party cover pays for harm you cause to others with your vehicle: death of or injury to other people, and damage to other people's property, up to the limits in the policy. It does not pay a single rupee towards repairing your own vehicle, and it does not pay if your vehicle is stolen or burnt.

- It is the cheapest cover. The regulator sets a minimum premium by vehicle class and engine capacity, so prices differ little between insurers.
- It suits an old vehicle of low value, where a repair could cost more than the vehicle is worth.
- It is common for motorcycles and for vehicles that are used little.

## What comprehensive insurance adds

Comprehensive cover pays for damage to your own vehicle in an accident, whoever caused it, and for loss by theft or fire, up to the sum insured (the vehicle's value, which you agree with the insurer). Most policies can be extended with add-on covers such as flood and natural perils, strike, riot and civil commotion (SRCC), terrorism, windscreen, towing, personal accident cover for the driver and passengers, and a replacement vehicle while yours is repaired.

- Premiums are a percentage of the vehicle's value, commonly around 2% to 3.5% a year, and each insurer sets its own rates.
- An excess (the part of each claim you pay yourself) applies to own-damage claims.
- A no-claims bonus lowers the own-damage premium for every claim-free year.

## How to choose

If your vehicle is leased or bought on hire purchase, the finance company will require comprehensive cover, so the choice is made for you. Otherwise ask yourself one question: if the vehicle were written off tomorrow, could you afford to replace it from your savings? If not, comprehensive cover is worth its price. For a newer car, van or three-wheeler that earns your living, it almost always is.

Compare the whole offer, not only the premium: the add-on covers included, the excess, whether repairs are done at the agent's garage, and how the insurer handles claims. On Kavacha you can see these side by side for each insurer before you buy.`,
  },
  {
    slug: 'no-claims-bonus-explained',
    imageUrl: '/images/articles/bonus.svg',
    tags: ['Popular', 'Insurance', 'Motor', 'Tips'],
    badge: 'POPULAR',
    publishedOn: '2026-11-18',
    quoteUrl: CAR_QUOTATION,
    title: 'The no-claims bonus: how a careful year lowers your premium',
    summary:
      'Each claim-free year earns a discount on the own-damage part of a comprehensive premium. How it grows, how it is lost, and how to keep it when you change insurer.',
    body: `The no-claims bonus (NCB) is a discount that an insurer gives on your comprehensive motor premium for every year in which you made no claim. It rewards careful driving, and after a few years it is usually the largest discount on your renewal.

## How it works

The bonus applies to the own-damage part of the premium, the part that pays for your own vehicle. It does not reduce the compulsory third-party premium or the government charges added to the premium.

In Sri Lanka there is no scale set by law: each insurer chooses its own, in steps. A typical scale grows for each consecutive claim-free year, from about 20% after the first year to about 50% after five years. Ask the insurer for its scale, and check the NCB shown on your quotation and renewal notice.

## How it is lost

When you claim on your own-damage cover, the bonus is usually reduced or lost at the next renewal, and it builds up again from there. A claim that the insurer recovers in full from another driver's insurer may not count against you; ask your insurer how it treats such a claim.

- Before claiming for a small repair, compare its cost with the bonus you would lose over the next years. Paying a small repair yourself is often cheaper.
- A third-party claim against your policy (someone else claims for harm you caused) can also affect the bonus.
- A gap in cover can cost you the bonus: renew before the policy ends.

## Keeping it when you change insurer

The bonus belongs to your claim record, not to the insurer, so you can take it with you. When you move, the new insurer will ask for proof of your bonus: your last renewal notice or a letter from the previous insurer confirming the bonus and that no claim is pending. Keep these papers. When you compare quotations on Kavacha, enter the number of claim-free years you have, so that each insurer prices your bonus.

## When you sell or buy a vehicle

When you sell a vehicle and buy another, ask your insurer to move the bonus to the new vehicle rather than letting the policy lapse. Most insurers allow this within a limited time, so ask before you sell.`,
  },
  {
    slug: 'what-is-a-motor-insurance-cover-note',
    imageUrl: '/images/articles/cover-note.svg',
    tags: ['New', 'Insurance', 'Motor', 'How Tos'],
    publishedOn: '2026-11-16',
    quoteUrl: CAR_QUOTATION,
    title: 'What a cover note is, and why you must carry it',
    summary:
      'The cover note is your proof of insurance from the moment you buy until the policy documents arrive. What it says, how long it lasts, and what to do with it.',
    body: `When you buy motor insurance, the insurer issues a cover note: a short document that proves your vehicle is insured from the date and time printed on it. It is what you show a police officer, the Department of Motor Traffic or the divisional secretariat before your certificate of insurance and policy documents reach you.

## What it says

A cover note names the insurer, the insured person, the vehicle (registration, engine and chassis numbers), the type of cover (third party or comprehensive), and the date and time the cover starts and ends. Kavacha's cover notes also carry a number and a QR code, so anyone can check that the cover note is genuine on Kavacha's verification page.

## Why you must carry it

The law requires a driver to carry proof of valid insurance and to show it when a police officer asks. If you are stopped, or after an accident, the cover note is that proof until you have the certificate of insurance. Without it you may be fined, even if your vehicle is in fact insured.

- Keep a printed copy in the vehicle, or the PDF on your phone where you can open it without a signal.
- Check every detail as soon as you receive it. A wrong registration or chassis number can delay a claim; tell us at once so the insurer can correct it.
- Note the end date. A cover note is temporary: the insurer issues the certificate of insurance and the policy before it ends.

## Renewing the revenue licence

You need a valid certificate of insurance, with an emission test certificate, to renew the revenue licence. Make sure your insurance does not end before the licence date, and renew both in time.

## After you buy on Kavacha

When your payment is complete and the insurer has accepted the proposal, the cover note is e-mailed to you and can be downloaded again from your profile. If it has not arrived, check your spam folder, then call our hotline.`,
  },
  {
    slug: 'documents-needed-to-buy-motor-insurance-online',
    imageUrl: '/images/articles/documents.svg',
    tags: ['Most Read', 'Motor', 'How Tos', 'Tips'],
    badge: 'FEATURED',
    publishedOn: '2026-11-14',
    quoteUrl: CAR_QUOTATION,
    title: 'Documents you need to buy motor insurance online',
    summary:
      'Have these ready and buying takes minutes: the vehicle registration certificate, your NIC or passport, and a few facts about the vehicle and its finance.',
    body: `Buying motor insurance online is quick when the papers are at hand. The insurer needs to know who you are, which vehicle it is insuring, and who else has an interest in it. Here is what to have ready before you start.

## Documents to upload

- The certificate of registration of the vehicle (the CR book) issued by the Department of Motor Traffic. It shows the registration number, the engine and chassis numbers, the owners and any absolute owner such as a leasing company.
- Your National Identity Card (NIC), front and back, or your passport's photo page if you have no NIC.

A clear photo taken with a phone is enough: all four corners in the picture, no glare, every letter readable. On Kavacha you upload them after paying, from the link in your e-mail or SMS, and we tell you if one has to be taken again.

## Facts you will be asked

- The vehicle's make, model, year of manufacture, fuel type and engine capacity. For a third-party quotation the engine capacity decides the premium.
- How it is used: private use, or hire and rent, which is priced higher.
- Its present market value, for comprehensive cover. Be realistic: insuring for less than the value means a claim is paid in proportion, and insuring for more does not raise what you receive.
- Your no-claims bonus in years, and proof of it from your previous insurer if you are moving.
- The leasing or finance company, if the vehicle is leased or on hire purchase.

## Why the details matter

The insurer relies on what you declare. A wrong use, a hidden modification or an earlier accident that you did not mention can let the insurer refuse a claim later. Read the declaration before you accept it, and tell us if anything in it is not true for your vehicle.

## A new vehicle not yet registered

If the vehicle is not registered yet, the insurer can cover it on its engine and chassis numbers. Send the registration number when you receive it, so the certificate of insurance can show it.`,
  },
  {
    slug: 'how-to-make-a-motor-insurance-claim-after-an-accident',
    imageUrl: '/images/articles/claim.svg',
    tags: ['Most Read', 'Popular', 'Motor', 'How Tos', 'Insurance'],
    badge: 'POPULAR',
    publishedOn: '2026-11-12',
    quoteUrl: CAR_QUOTATION,
    title: 'How to make a motor insurance claim after an accident in Sri Lanka',
    summary:
      'What to do at the scene, when to call your insurer and the police, and how the claim is assessed and paid.',
    body: `An accident is stressful, and what you do in the first hour decides how smoothly your claim goes. Keep this guide, and your insurer's 24-hour claims hotline number, in your vehicle.

## At the scene

- Make sure everyone is safe. If anyone is hurt, call for an ambulance (1990 Suwa Seriya) and the police (119) first.
- Do not move the vehicles unless they are dangerous where they stand. Most Sri Lankan insurers send an assessor to the scene to record the damage; moving the vehicles before then can complicate the claim.
- Call your insurer's claims hotline at once. Give your policy or cover note number, the vehicle number and the exact place.
- Take photographs of the vehicles, their number plates, the road and any damage to property.
- Write down the other driver's name, phone number, vehicle number and insurer, and the names of witnesses.
- Do not admit fault or promise to pay anyone. Leave that to the insurers.

## Inform the police

If anyone is injured, if another vehicle or someone's property is damaged, or if your vehicle was stolen, make a complaint at the police station of the area and ask for a copy of the entry. The insurer will ask for it with third-party claims, theft and serious accidents.

## The assessment and repair

The assessor inspects the damage, at the scene or at a garage, and reports to the insurer. You then submit the claim form with copies of your driving licence, the registration certificate, the cover note or certificate, and the police report if there is one. The garage sends an estimate; the insurer approves the repair, and pays the garage or you after deducting the excess.

- Do not start repairs before the insurer has approved them, except what is needed to move the vehicle safely.
- Keep every receipt and letter.
- If the vehicle is leased, the insurer may pay the leasing company for a total loss.

## If you bought through Kavacha

Signed in, you can report the claim from your profile, with photos, and receive a claim reference at once; we pass it to the insurer and tell you by SMS and e-mail when its status changes. If a claim is refused and you disagree, our complaints page explains the steps, including the Insurance Ombudsman.`,
  },
  {
    slug: 'leasing-hire-purchase-and-motor-insurance',
    imageUrl: '/images/articles/leasing.svg',
    tags: ['New', 'Insurance', 'Motor', 'Tips'],
    publishedOn: '2026-11-10',
    quoteUrl: CAR_QUOTATION,
    title: 'Leased or on hire purchase? What it means for your motor insurance',
    summary:
      'A financed vehicle must have comprehensive cover that names the finance company. Who chooses the insurer, who receives the claim money, and what to do after the last instalment.',
    body: `Most vehicles in Sri Lanka are bought with a lease or hire-purchase facility from a bank or finance company. Until the last instalment is paid, the finance company owns the vehicle, or has a claim on it, and that changes how it must be insured.

## Comprehensive cover is required

The finance company's money is in the vehicle, so it requires comprehensive insurance for the whole term of the facility, for at least the vehicle's value. Third-party cover alone is not accepted. If the insurance lapses, the company may insure the vehicle itself and add the premium to your instalments, or treat the lapse as a breach of the agreement.

## The finance company's interest

On a lease the company is recorded as the absolute owner on the certificate of registration; on hire purchase its interest is noted too. The insurer records the company's interest on the policy, so:

- When you buy the insurance, name the leasing or finance company. On Kavacha you choose it from the list on the proposal.
- If the vehicle is a total loss or is stolen, the claim is paid first to the finance company, up to what you still owe; the rest comes to you.
- Repair claims are normally paid to the garage or to you as usual.

## Can you choose your own insurer?

Many finance companies offer insurance from an insurer they work with, often added to the instalment. You are usually free to buy your own cover elsewhere, as long as it meets the company's conditions: comprehensive, for the right value, with its interest noted, and renewed every year before it ends. Ask the company for its conditions in writing, then compare quotations: the premium can differ by thousands of rupees between insurers.

## Useful add-ons

Some insurers offer lease-instalment cover, which pays your instalments for a time if the vehicle cannot be used after an accident, and personal accident cover for the driver. Check what is included before you pay for an add-on.

## After the last instalment

Ask the finance company for the letter and forms to transfer ownership, and register yourself as the absolute owner at the Department of Motor Traffic. Then send the new certificate of registration to your insurer, so the company's interest is removed and future claims are paid to you.`,
  },
  {
    slug: 'bank-card-offers-on-motor-insurance',
    imageUrl: '/images/articles/bank-card.svg',
    tags: ['Insurance', 'Motor', 'Tips'],
    publishedOn: '2026-11-08',
    quoteUrl: CAR_QUOTATION,
    title: 'Bank card offers on motor insurance: what to check before you take one',
    summary:
      'A discount for card holders or a premium split into 0% instalments can save real money. What the offer really gives, what it costs, and what the cover must still include.',
    body: `Banks in Sri Lanka often run offers for their credit card holders on motor insurance: a discount on the premium, or the premium split into monthly instalments at 0% interest. Such an offer can save you thousands of rupees or spread a large premium over the year. It is worth taking only when the cover it pays for is the cover you need, and when you know the offer's conditions before you pay.

## A discount: what does the percentage apply to?

- Read which amount the discount is taken from. An offer may apply to the whole premium or only to part of it, and some leave out the government charges added to every premium (VAT, stamp duty and the Road Safety Fund levy).
- Look for a cap. Many offers give a percentage up to a fixed amount in rupees per transaction or per card. On a large comprehensive premium the cap, not the percentage, decides what you save: work it out in rupees.
- Check who qualifies: often only credit cards of that bank, sometimes only some card types, and usually only when the whole premium is paid with that card.
- Check the dates of the offer and how the discount is given: taken off at payment, or credited to your card account later.
- A bank's discount does not change the policy. The insurer, the cover and the conditions are the same as if you had paid in cash.

## 0% instalments: what does it cost?

- Zero interest is not always zero cost. Some banks charge a handling or conversion fee; ask for it in rupees before you pay.
- Some plans start by themselves; others must be asked for, by a call or an SMS, within a few days of the payment. If you miss that time, the premium is billed as an ordinary card purchase, and interest runs on whatever you do not pay by the due date.
- Plans have a minimum amount, and the number of months offered (3, 6, 12 or more) depends on the bank and the amount.
- The whole premium is usually taken from your credit limit at once and released as you pay each instalment. Make sure the limit leaves room for your other spending.
- If you cancel the policy, the insurer refunds what its terms allow, but the instalment plan with the bank may still run. Ask the bank what happens before you cancel.

## The cover must still be right

An offer is a way to pay, never a reason to buy less cover. Before you think about the card, make sure of the policy:

- The type of cover: comprehensive if the vehicle is leased or financed, or if you could not replace it from savings.
- The sum insured close to the vehicle's present market value.
- The add-on covers you need, such as flood and natural perils, strike, riot and civil commotion (SRCC), terrorism and personal accident cover.
- The excess you pay on each claim, where repairs are done, and how the insurer handles claims.

Then compare the price after the offer with other insurers' prices without one. A quotation without any offer can still be the better buy if it covers more or costs less.

## Before and after you pay

Keep a copy of the offer's terms, such as a screenshot of the bank's page or its SMS. When your card statement arrives, check that the discount was given or the instalments were set up. If not, contact the bank at once: most banks accept disputes only within a limited time.`,
  },
];
