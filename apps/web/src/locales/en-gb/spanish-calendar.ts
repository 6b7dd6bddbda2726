export default {
  obligations: {
    vatQuarterly: {
      name: 'Form 303 — quarterly VAT',
      description: 'The VAT you charged minus the VAT you paid during the quarter.',
    },
    incomeTaxInstalment: {
      name: 'Form 130 — income tax instalment',
      description:
        'An advance on your income tax: 20 % of the year’s net profit so far, less the earlier instalments. Not due if at least 70 % of your income has tax withheld.',
    },
    vatAnnualSummary: {
      name: 'Form 390 — annual VAT summary',
      description: 'The summary of the year’s quarterly VAT returns.',
    },
    incomeTaxReturn: {
      name: 'Income tax return (Form 100)',
      description: 'The yearly income tax return, including the profit of your activity.',
    },
    socialSecurityQuota: {
      name: 'Self-employed quota (RETA)',
      description:
        'Your monthly social security contribution, charged to your account on the last business day of the month.',
    },
  },
  authorities: {
    AEAT: 'Tax agency (AEAT)',
    TGSS: 'Social security (TGSS)',
  },
  period: {
    quarter: 'Q{quarter} {year}',
    month: '{month} {year}',
    year: 'Tax year {year}',
  },
  window: 'From {start} to {end}',
  deadline: 'Deadline: {date}',
  charge: 'Charged on {date}',
  moved:
    'The last day falls on a weekend or a national holiday, so the deadline moves to the next business day.',
  chargedEarlier:
    'The month ends on a weekend or a holiday, so the charge comes the business day before.',
  estimated: 'Estimated opening date: the tax agency has not published this year’s yet.',
  holidaysNote:
    'Deadlines account for weekends and national holidays; regional and local holidays are not included.',
} as const;
