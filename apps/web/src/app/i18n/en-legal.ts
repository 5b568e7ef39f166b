/**
 * English texts of the legal documents, loaded with the /legal/terms page (see i18n.ts). Sections and
 * clauses are numbered in the order written here; `{{company}}` is the tenant's company name.
 */
export const enLegal = {
  legalTerms: {
    pageTitle: 'Terms and Conditions',
    title: 'General Terms and Conditions',
    intro:
      'These General Terms and Conditions (the "Terms") govern your use of the investing platform of {{company}}. Please read them carefully: they form a binding agreement between you and {{company}}.',
    contents: 'Contents',
    backToContents: 'Back to contents',
    sections: {
      about: {
        title: 'About these Terms',
        clauses: {
          1: 'These Terms apply to every user of the website, web application and related services of {{company}} (together, the "Services"), from the moment you open an account or otherwise use the Services.',
          2: 'By creating an account, or by accepting these Terms when we ask you to, you confirm that you have read, understood and agree to be bound by them. If you do not agree, you must not use the Services.',
          3: 'Some products come with additional terms, such as the offering documents of a private offering or the conditions of a payment method. Those terms apply together with these Terms; if they conflict, the additional terms prevail for that product only.',
          4: 'You can read the current version of these Terms at any time on this page. We recommend that you keep a copy for your records.',
        },
      },
      definitions: {
        title: 'Definitions',
        clauses: {
          1: '"Account" means the account you hold with {{company}} to use the Services, including any trading account opened for you.',
          2: '"Asset" means any security, share, digital asset, currency or other instrument that can be held, bought, sold or subscribed to through the Services.',
          3: '"Applicable Law" means all laws, regulations, rules and requirements of competent authorities that apply to you, to {{company}} or to the Services.',
          4: '"Order" means an instruction you give through the Services to buy or sell an Asset; "Offering" means an issue of Assets made available for subscription through the Services.',
          5: '"We", "us" and "our" refer to {{company}}; "you" and "your" refer to the person or entity that holds an Account.',
        },
      },
      eligibility: {
        title: 'Who may use the Services',
        clauses: {
          1: 'To open an Account as an individual you must be at least 18 years old (or the age of majority where you live, if higher) and have full legal capacity to enter into this agreement.',
          2: 'An entity may open an Account through a representative who is authorised to bind it. The entity is responsible for everything done through its Account, and the representative confirms that they hold that authority.',
          3: 'The Services are not available in every country. We may refuse or restrict an Account, or a particular Offering, based on your country of residence, nationality or tax residence, or where Applicable Law or sanctions require it.',
          4: 'You may hold only one Account of each type unless we agree otherwise, and you may not open an Account on behalf of another person without their authority.',
        },
      },
      account: {
        title: 'Your account and its security',
        clauses: {
          1: 'You must give us complete and accurate information when you open your Account and keep it up to date. We may rely on the information you give us until you tell us it has changed.',
          2: 'You are responsible for keeping your sign-in details confidential and for all activity under your Account. We strongly recommend turning on two-step verification.',
          3: 'For your protection we sign you out after a period without activity, and we record sign-ins and signed-in devices so that you can review and end them.',
          4: 'Tell us without delay if you believe your Account has been used without your permission. We may suspend access to protect you or the Services while we investigate.',
        },
      },
      verification: {
        title: 'Identity checks and compliance',
        clauses: {
          1: 'Before you can use some or all of the Services we must verify your identity and, where applicable, the identity of the persons who own or control an entity. We may ask for documents, information about the source of your funds and other details at any time.',
          2: 'We carry out the checks required by Applicable Law on money laundering, terrorist financing and sanctions. We may use trusted third-party providers to do so.',
          3: 'We may refuse to open an Account, refuse an instruction or delay a payment where the checks are not complete or where we reasonably suspect a breach of Applicable Law. Where the law prevents it, we may not be able to tell you why.',
        },
      },
      services: {
        title: 'Our Services',
        clauses: {
          1: 'The Services allow you to view information about Assets, place Orders for listed Assets, subscribe to Offerings, move money into and out of your Account, and manage your profile and security settings.',
          2: 'Which Services and Assets are available to you depends on your country, your profile, the verification steps you have completed and the configuration of the Services. We may add, change or withdraw Services or Assets.',
          3: 'We aim to keep the Services available at all times but do not guarantee uninterrupted access. Maintenance, market closures, events outside our control or the failure of third-party systems may interrupt them.',
        },
      },
      advice: {
        title: 'No investment advice',
        clauses: {
          1: 'The Services are provided on an execution-only basis. Unless we expressly agree otherwise in writing, we do not give investment, legal, tax or accounting advice, and nothing in the Services is a personal recommendation.',
          2: 'Information about Assets and Offerings, including prices, charts, documents and descriptions, is provided for information only. You decide yourself whether an investment is suitable for you, and you should take independent advice if you are unsure.',
        },
      },
      risks: {
        title: 'Investment risks',
        clauses: {
          1: 'Investing involves risk. The value of Assets can go down as well as up, and you may lose some or all of the money you invest. Past performance is not a reliable indicator of future results.',
          2: 'Shares in private companies and Assets acquired in Offerings are often illiquid: there may be no market on which to sell them, and dividends may never be paid.',
          3: 'Digital assets are highly volatile, may be affected by technical failures and may be subject to changing or uncertain regulation.',
          4: 'Assets priced in a currency other than the one you hold are also exposed to changes in exchange rates. You should invest only money you can afford to lose and spread your investments.',
        },
      },
      orders: {
        title: 'Orders and trading',
        clauses: {
          1: 'You are responsible for checking every Order before you confirm it. Once confirmed, an Order may be executed immediately and cannot always be cancelled.',
          2: 'Orders are executed according to their type, time in force and the market conditions at the time. A limit or stop price is not a guarantee of execution, and market Orders may be executed at a price different from the one displayed.',
          3: 'Trading is only possible during the hours of the relevant market. We may reject, cancel or limit an Order where your balance is insufficient, where the Order would breach Applicable Law or market rules, or to protect the orderly functioning of the market.',
          4: 'If an Order is executed at a price that is clearly erroneous because of a technical fault, we may cancel or correct the trade where market rules or Applicable Law allow it, and we will inform you.',
        },
      },
      offerings: {
        title: 'Offerings and subscriptions',
        clauses: {
          1: 'Each Offering is made by its issuer under its own documents, which describe the Assets, the issuer and the risks. Read them before you subscribe.',
          2: 'A subscription is a commitment to invest. The funds for it may be reserved in your Account until the Offering closes, and your allocation may be lower than the amount you asked for, or nil.',
          3: 'Some Offerings are only open to certain investors, or limit how much an investor may invest in a period (for example, limits based on income or net worth). You confirm that the information you give us for these purposes is accurate.',
          4: 'Where Applicable Law gives you a right to withdraw a subscription, you may exercise it as described in the Offering documents.',
        },
      },
      funding: {
        title: 'Deposits, withdrawals and payment providers',
        clauses: {
          1: 'You may fund your Account and withdraw money using the methods shown in the Services. Payments are processed by regulated third-party payment providers whose own terms may also apply.',
          2: 'Withdrawals are paid only to an account or wallet held in your own name. We may delay or refuse a payment while we complete the checks described in these Terms.',
          3: 'A payment method labelled "Sandbox" is a test mode: it simulates the steps of a payment, and no real money is moved.',
          4: 'If money is credited to your Account by mistake, you must not use it, and we may reverse the credit.',
        },
      },
      fees: {
        title: 'Fees and charges',
        clauses: {
          1: 'The fees for each Service, such as trading, deposit and withdrawal fees, are shown in the Services before you confirm the transaction they apply to.',
          2: 'You authorise us to deduct fees, and any taxes we are required to withhold, from your Account when they become due. Third-party providers, such as your bank, may charge their own fees.',
        },
      },
      custody: {
        title: 'How your money and Assets are held',
        clauses: {
          1: 'We keep records of the money and Assets we hold for you, separately from our own, to the extent required by Applicable Law. Money and Assets may be held with banks, custodians or other third parties that we select with reasonable care.',
          2: 'Your balances are shown in the Services. Please check them regularly and tell us promptly about any entry you do not recognise.',
        },
      },
      taxes: {
        title: 'Taxes',
        clauses: {
          1: 'You are responsible for your own tax affairs, including declaring and paying any tax on your investments and the income from them.',
          2: 'We may ask you for tax information and forms (such as a W-8 or W-9 form) and report information about your Account to tax authorities where Applicable Law requires it.',
        },
      },
      communications: {
        title: 'Electronic communications and signatures',
        clauses: {
          1: 'You agree that we may communicate with you and provide documents, statements and notices electronically, through the Services or by email to the address registered on your Account.',
          2: 'You agree that your electronic signature and your acceptance of documents in the Services have the same effect as a handwritten signature.',
          3: 'Keep your email address up to date. A notice sent to it, or published in the Services, is treated as received when it is sent or published.',
        },
      },
      conduct: {
        title: 'Acceptable use',
        clauses: {
          1: 'You must use the Services only for lawful purposes and in line with these Terms.',
          2: "You must not: (a) manipulate a market, trade on inside information or engage in any other market abuse; (b) use the Services to launder money, finance terrorism or evade sanctions; (c) give false information or use another person's identity; (d) interfere with the security or operation of the Services, or access them by automated means we have not authorised; or (e) copy, resell or reverse-engineer the Services.",
        },
      },
      providers: {
        title: 'Third-party services and information',
        clauses: {
          1: 'The Services rely on and may link to services, data and content provided by third parties, such as market data, address search and geographic reference data. We do not control them and are not responsible for their availability or accuracy.',
          2: 'Geographic reference data comes from the countries-states-cities database, made available under the Open Database License (ODbL) 1.0.',
        },
      },
      property: {
        title: 'Intellectual property',
        clauses: {
          1: 'The Services, including their software, design, texts and trademarks, belong to {{company}} or its licensors. We grant you a personal, non-transferable licence to use them for as long as you hold an Account and comply with these Terms.',
        },
      },
      privacy: {
        title: 'Personal data',
        clauses: {
          1: 'We process your personal data to provide the Services, to meet our legal obligations and for the other purposes described in our privacy notice, in line with applicable data protection law.',
          2: 'We share personal data only with the parties that need it for these purposes, such as identity verification and payment providers, custodians, market operators and competent authorities.',
        },
      },
      closure: {
        title: 'Suspension and closure',
        clauses: {
          1: 'You may close your Account at any time by contacting us, once any open Orders, subscriptions and pending payments have been completed or cancelled.',
          2: 'We may suspend or close your Account, or restrict some Services, if you breach these Terms, if we are required to by Applicable Law or a competent authority, if we reasonably suspect fraud or other illegal activity, or with reasonable notice for any other valid reason.',
          3: 'When your Account is closed, we will return your money and transfer or sell your Assets on your instructions, after deducting any amounts you owe, unless Applicable Law prevents us.',
        },
      },
      liability: {
        title: 'Liability',
        clauses: {
          1: 'We are liable for losses you suffer as a direct result of our negligence, wilful misconduct or fraud, or of our breach of these Terms.',
          2: 'We are not liable for losses caused by market movements, by your own decisions or failure to follow these Terms, by events outside our reasonable control, or by the acts or omissions of third parties we have selected with reasonable care; nor for any indirect or consequential loss.',
          3: 'Nothing in these Terms limits any liability that cannot be limited under Applicable Law, or any rights you have as a consumer that cannot be waived.',
        },
      },
      indemnity: {
        title: 'Indemnity',
        clauses: {
          1: 'You will compensate us for any loss, cost or claim we suffer because you breached these Terms or Applicable Law, except to the extent that it was caused by our own fault.',
        },
      },
      changes: {
        title: 'Changes to these Terms',
        clauses: {
          1: 'We may change these Terms, for example to reflect changes in the law, in our Services or in our costs. We will tell you about material changes in advance, unless we must make them sooner to comply with Applicable Law.',
          2: 'When a new version applies, we may ask you to accept it before you continue to use the Services. If you do not accept it, you may close your Account free of charge.',
        },
      },
      complaints: {
        title: 'Complaints',
        clauses: {
          1: 'If you are unhappy with the Services, please contact our support team with the details of your complaint. We will acknowledge it promptly and do our best to resolve it fairly and without undue delay.',
          2: 'If you are not satisfied with our answer, you may be able to refer your complaint to an independent dispute resolution body or authority, as Applicable Law provides.',
        },
      },
      law: {
        title: 'Governing law and disputes',
        clauses: {
          1: 'These Terms are governed by the laws of the place where {{company}} is established, unless the Offering documents or Applicable Law provide otherwise.',
          2: 'Disputes are subject to the competent courts of that place. If you are a consumer, you also keep the protection of the mandatory laws of your country of residence and may bring proceedings there.',
        },
      },
      general: {
        title: 'General',
        clauses: {
          1: 'These Terms, together with any additional terms referred to in them, are the entire agreement between you and us about the Services.',
          2: 'If any provision of these Terms is found invalid, the rest remains in force. If we do not enforce a right immediately, we do not give it up.',
          3: 'You may not transfer your rights or obligations under these Terms without our consent. We may transfer ours to another company that takes over the Services, provided your rights are not reduced.',
          4: 'These Terms are written in English. If they are translated, the English version prevails.',
        },
      },
      contact: {
        title: 'Contact',
        clauses: {
          1: 'You can contact {{company}} through the contact and support forms in the Services or by replying to any email we send you.',
        },
      },
    },
  },
};
