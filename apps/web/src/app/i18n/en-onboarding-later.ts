/** English texts of the steps completed later from account settings (accreditation, tax, funds, deed). */
export const enOnboardingLater = {
  onboardingLater: {
    accreditation: {
      description:
        'Some offerings are open only to accredited investors under the SEC rules. Tell us whether you are one, and on what basis.',
      entityDescription:
        'Some offerings are open only to accredited investors under the SEC rules. Tell us whether the entity is one, and on what basis.',
      criterion: 'On what basis are you accredited?',
      criterionEntity: 'On what basis is the entity accredited?',
      criteria: {
        income: {
          label: 'My income',
          hint: '{{amount}} USD or more in each of the last two years ({{joint}} USD together with a spouse or partner), and expected again this year.',
        },
        net_worth: {
          label: 'My net worth',
          hint: '{{amount}} USD or more, alone or together with a spouse or partner, not counting your main home.',
        },
        professional: {
          label: 'My professional licence',
          hint: 'You hold a Series 7, 65 or 82 licence in good standing.',
        },
        entity_assets: {
          label: 'The entity’s assets',
          hint: 'Total assets of {{amount}} USD or more, and the entity was not formed to make this investment.',
        },
        none: {
          label: 'None of these',
          hint: 'You can still invest in the offerings open to every investor.',
        },
      },
      amounts: {
        annualIncome: 'Your annual income (USD)',
        pastNet: 'Your net worth, not counting your main home (USD)',
        companyValue: 'The entity’s total assets (USD)',
        amountRegCfDeals: 'Invested in crowdfunding offerings in the last 12 months (USD)',
      },
      amountHints: {
        annualIncome: 'The lower of your incomes in the last two years.',
        pastNet: 'What you own less what you owe.',
        companyValue: 'As shown in the entity’s latest accounts.',
        amountRegCfDeals:
          'Regulation Crowdfunding limits how much you may invest in 12 months; this tells us what is left.',
      },
      licences: 'Which licence do you hold?',
      licenceOptions: {
        series_7: 'General Securities Representative (Series 7)',
        series_65: 'Investment Adviser Representative (Series 65)',
        series_82: 'Private Securities Offerings Representative (Series 82)',
      },
      certify: 'I certify that I am an accredited investor on this basis',
      certifyEntity: 'I certify that the entity is an accredited investor on this basis',
      certifyHint: 'Leave this unticked if you are not sure. A false certification may break securities laws.',
      update: 'Update my certification',
      previous: {
        title: 'Your current certification',
        accredited: 'Accredited investor: {{criterion}}',
        notAccredited: 'Not an accredited investor',
        dates: 'Certified on {{certified}} · valid until {{expires}}',
        expiredDates: 'Certified on {{certified}} · expired on {{expires}}',
        valid: 'Valid',
        expired: 'Expired',
        renew: 'Check your answers below and certify again to keep your access to offerings for accredited investors.',
      },
    },
    taxPayer: {
      description:
        'Your tax residence and tax number, for the tax form we prepare for you. We need it before paying you any income.',
      entityDescription:
        'The entity’s tax residence, tax number and where its money comes from, for the tax form we prepare for it.',
      taxCountry: 'Country of tax residence',
      taxNumber: 'Tax identification number',
      taxNumberHints: {
        w9: 'Your social security number (SSN) or individual taxpayer identification number (ITIN).',
        w9_entity: 'The entity’s employer identification number (EIN).',
        w8ben: 'The tax number your country of tax residence gave you.',
        w8ben_e: 'The tax number the entity’s country of tax residence gave it.',
      },
      savedTaxNumber: 'The number you saved ends in {{lastFour}}; enter it in full to change your details.',
      showTaxNumber: 'Show the tax number',
      sourceOfFunds: 'Source of funds',
      saveAndShow: 'Save and show my tax form',
      formTitle: 'Your {{form}} tax form',
      formIntro: 'We prepared your {{form}} from your details. Check it and download a copy to keep.',
      numberHidden:
        'On screen your tax number shows only its last 4 characters; the {{form}} you download has it in full, ready to sign.',
      preparing: 'Preparing your {{form}}…',
      download: 'Download the {{form}}',
      change: 'Change my tax details',
    },
    fund: {
      description: 'Add money to your account to start investing.',
      opensLater:
        'You can fund your account from your dashboard once your account is open. Nothing needs to be paid now.',
      methodsTitle: 'Ways to fund your account',
      methodsEmpty: 'The ways to fund your account will be listed here once they are set up.',
      method: 'Method',
      limits: 'Amount per payment (USD)',
      fee: 'Fee',
      range: '{{min}} to {{max}}',
      feePercent: '{{fee}}%',
      noFee: 'No fee',
      methods: {
        usdc_transfer: 'USDC transfer',
        metamask: 'MetaMask wallet',
        changenow: 'Card or crypto through ChangeNOW',
        transak: 'Card or bank through Transak',
        bank_transfer: 'Bank transfer',
        changelly_swap: 'Crypto swap through Changelly',
        changelly_buy: 'Card through Changelly',
        bmn: 'BMN',
        card: 'Card payment',
      },
      skip: 'Skip for now',
      done: 'You have passed this step. You can fund your account from the dashboard at any time.',
      notSkippable: 'This step is done once your first deposit arrives.',
    },
    deed: {
      description: 'The deed of trust says that we hold your assets on trust for you, separately from our own.',
      readThenSign: 'Read the deed, then sign it below.',
      previewTitle: 'Deed of Trust',
      preparing: 'Preparing your deed…',
      download: 'Download the deed',
      signature: 'Your signature',
      signatureNote:
        'Draw your signature with a mouse, a finger or a pen. A typed name is not accepted as a signature.',
      signatureFallback: 'A drawing area for your signature, which needs a mouse, a touch screen or a pen.',
      signatureEmpty: 'Nothing drawn yet.',
      signatureDrawn: 'Signature drawn.',
      clearSignature: 'Clear',
      signFirst: 'Draw your signature first',
      sign: 'Sign the deed',
      signed: 'You signed the deed on {{date}}.',
      signedTitle: 'Deed signed',
      preparingSigned: 'Preparing your signed deed…',
      downloadSigned: 'Download my signed deed',
    },
  },
};
