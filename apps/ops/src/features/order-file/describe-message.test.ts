import { create } from '@bufbuild/protobuf';
import { LegalForm, MaritalStatus, QuestionnaireSchema, YesNo } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { describeMessage } from './describe-message.js';

const FORMAT = { yes: 'Yes', no: 'No', number: (value: number) => String(value) };

describe('describeMessage', () => {
  it('labels answers by their humanised field names and leaves out what was never answered', () => {
    const questionnaire = create(QuestionnaireSchema, {
      personalInformation: {
        fullName: { first: 'Camille', last: 'Martin', middle: '' },
        hasCurrentActivity: false,
      },
      companyDetails: { legalForm: LegalForm.SASU, activities: ['62.01Z', '70.22Z'] },
      businessInformation: { hasSocialSecurityNumber: YesNo.TRUE },
      capitalDeposit: {},
    });

    expect(describeMessage(QuestionnaireSchema, questionnaire, FORMAT)).toEqual([
      {
        label: 'Company details',
        children: [
          { label: 'Legal form', value: 'Sasu' },
          { label: 'Activities', value: '62.01Z, 70.22Z' },
        ],
      },
      {
        label: 'Business information',
        children: [{ label: 'Has social security number', value: 'Yes' }],
      },
      {
        label: 'Personal information',
        children: [
          {
            label: 'Full name',
            children: [
              { label: 'First', value: 'Camille' },
              { label: 'Last', value: 'Martin' },
            ],
          },
          { label: 'Has current activity', value: 'No' },
        ],
      },
    ]);
  });

  it('uses the translated labels of fields and of enum values when there are some', () => {
    const questionnaire = create(QuestionnaireSchema, {
      personalInformation: { maritalStatus: MaritalStatus.MARRIED, nationality: 'FR' },
    });
    const labels: Record<string, string> = { maritalStatus: 'Situation matrimoniale' };
    const format = {
      ...FORMAT,
      fieldLabel: (name: string) => labels[name],
      enumLabel: (typeName: string, valueName: string) =>
        typeName === 'formation.v1.MaritalStatus' && valueName === 'MARRIED'
          ? 'Marié(e)'
          : undefined,
    };
    expect(describeMessage(QuestionnaireSchema, questionnaire, format)).toEqual([
      {
        label: 'Personal information',
        children: [
          { label: 'Nationality', value: 'FR' },
          { label: 'Situation matrimoniale', value: 'Marié(e)' },
        ],
      },
    ]);
  });
});
