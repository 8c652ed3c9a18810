import type { FaqGroup } from '#domain/articles';

// The FAQ page's questions (issue 24, decision 052), in the page's order within each group. `code` names a
// question for good, so a later seed version adds new ones without touching those an operator edited.
// English is the fallback for a language without the question's words.

export interface FaqSeed {
  code: string;
  group: FaqGroup;
  question: string;
  answer: string;
}

export const FAQS: FaqSeed[] = [
  {
    code: 'what-is-kavacha',
    group: 'general',
    question: 'What is Kavacha?',
    answer:
      "Kavacha is Sri Lanka's insurance comparison website. You tell us about your vehicle once, we show you quotations from several licensed insurers side by side, and you buy the one you choose online. The policy itself is issued by the insurer you choose.",
  },
  {
    code: 'does-it-cost-more',
    group: 'general',
    question: 'Does it cost more to buy through Kavacha?',
    answer:
      'No. Comparing is free, and the premium you see is the premium you pay: it already includes the government charges such as stamp duty and taxes. We are paid a commission by the insurer, as any insurance broker is.',
  },
  {
    code: 'who-issues-the-policy',
    group: 'general',
    question: 'Who issues my policy and pays my claims?',
    answer:
      'The insurer you choose. Kavacha arranges the purchase and sends you the cover note, but your contract is with the insurer, which decides and pays claims. Its claims hotline is printed on your cover note.',
  },
  {
    code: 'how-to-pay',
    group: 'general',
    question: 'How do I pay?',
    answer:
      'Online, by debit or credit card, through a secure payment gateway. Kavacha never sees or stores your card number. Some banks offer instalment plans or discounts to their card holders; they are shown before you pay.',
  },
  {
    code: 'personal-data',
    group: 'general',
    question: 'What do you do with my personal information?',
    answer:
      'We use it only to give you quotations, arrange your policy with the insurer you choose and keep you informed about it. We do not sell it. Our privacy notice explains what we keep, for how long, and how to ask for a copy or a correction.',
  },
  {
    code: 'will-you-call-me',
    group: 'general',
    question: 'Will someone call me after I ask for a quotation?',
    answer:
      'Only if you ask us to. You can request a callback at any time and one of our advisers will call you at the number you give; otherwise we contact you only about a purchase you have made.',
  },
  {
    code: 'languages',
    group: 'general',
    question: 'Can I use the site in Sinhala or Tamil?',
    answer:
      'Yes. Choose English, Sinhala or Tamil at the top of any page; the site remembers your choice, and the messages about your policy are sent in that language. Some articles are so far written in English only.',
  },
  {
    code: 'account-needed',
    group: 'general',
    question: 'Do I need an account?',
    answer:
      'Not to compare or buy: your mobile number is verified with a one-time code when you buy. Signing in with the same number lets you see your policies, cover notes, documents, payments and claims in one place.',
  },
  {
    code: 'how-to-complain',
    group: 'general',
    question: 'How do I complain if something goes wrong?',
    answer:
      "Tell us first: we reply within two working days. If the complaint is about a claim, the insurer's complaints officer decides it. If you are still not satisfied, you can go to the Insurance Regulatory Commission of Sri Lanka or the Insurance Ombudsman. Our complaints page gives the steps.",
  },
  {
    code: 'is-insurance-compulsory',
    group: 'motor',
    question: 'Is motor insurance compulsory in Sri Lanka?',
    answer:
      'Yes. The Motor Traffic Act requires every vehicle used on a road to be insured at least against third-party risks, and you need a valid certificate of insurance to renew the revenue licence.',
  },
  {
    code: 'third-party-or-comprehensive',
    group: 'motor',
    question: 'What is the difference between third-party and comprehensive cover?',
    answer:
      'Third-party cover pays for death, injury or damage you cause to other people and their property; it pays nothing for your own vehicle. Comprehensive (full) cover includes third-party cover and also pays for damage to your own vehicle, theft and fire, up to the sum insured. A leased vehicle must have comprehensive cover.',
  },
  {
    code: 'what-is-a-cover-note',
    group: 'motor',
    question: 'What is a cover note?',
    answer:
      'A temporary document from the insurer that proves your vehicle is insured from the date and time printed on it, until the certificate of insurance and the policy are issued. Carry it in the vehicle, printed or on your phone, and show it if the police ask. Anyone can check a Kavacha cover note by its number on our verification page.',
  },
  {
    code: 'when-am-i-covered',
    group: 'motor',
    question: 'When does my cover start?',
    answer:
      'On the start date and time you choose, which cannot be earlier than the day you buy, and only after the payment is complete. Your cover note states the exact start and end.',
  },
  {
    code: 'documents-needed',
    group: 'motor',
    question: 'Which documents do I need?',
    answer:
      "The vehicle's certificate of registration (CR book), and your NIC (front and back) or passport. You upload clear photos of them after paying. For a leased vehicle, also know the name of the leasing company.",
  },
  {
    code: 'no-claims-bonus',
    group: 'motor',
    question: 'What is a no-claims bonus, and can I keep it if I change insurer?',
    answer:
      'A discount on the own-damage part of a comprehensive premium for each year without a claim. Each insurer sets its own scale. It follows your claim record, so a new insurer will honour it with proof from your previous insurer, such as your last renewal notice.',
  },
  {
    code: 'what-is-an-excess',
    group: 'motor',
    question: 'What is an excess?',
    answer:
      "The part of each own-damage claim that you pay yourself; the insurer pays the rest. Each insurer sets its own excess, and it is shown with the insurer's details when you compare.",
  },
  {
    code: 'after-an-accident',
    group: 'motor',
    question: 'What should I do after an accident?',
    answer:
      "Make sure everyone is safe, then call the insurer's 24-hour claims hotline before moving the vehicles, so that an assessor can inspect them. Take photos, note the other driver's details, and inform the police if anyone is hurt or someone else's property is damaged. Do not admit fault.",
  },
  {
    code: 'premium-price',
    group: 'motor',
    question: 'How is my premium worked out?',
    answer:
      "For third-party cover, mainly by the vehicle's class and engine capacity, from the regulator's tariff. For comprehensive cover, by the vehicle's value and use, the insurer's rates, your no-claims bonus and any add-on covers, plus the government charges. Each quotation shows the full breakdown.",
  },
];
