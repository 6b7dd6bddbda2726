import { create } from '@bufbuild/protobuf';
import { SubmissionIssueSchema } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { fromFieldViolations, fromSubmissionIssues } from './submission-issue.js';

describe('issues to fix', () => {
  it('a submission issue code becomes a questionnaireIssues key with its step', () => {
    const issue = create(SubmissionIssueSchema, {
      code: 'proofOfAddressTooOld',
      funnelName: 'confirm-identity',
      stepName: 'personal-poa',
    });
    expect(fromSubmissionIssues([issue])).toEqual([
      {
        messageKey: 'questionnaireIssues.proofOfAddressTooOld',
        funnelName: 'confirm-identity',
        stepName: 'personal-poa',
      },
    ]);
  });

  it('a SUBMISSION_INCOMPLETE violation names the step as funnel/step', () => {
    expect(
      fromFieldViolations([
        {
          field: 'personal-information/birth-place',
          description: 'questionnaireIssues.tooYoung',
        },
      ]),
    ).toEqual([
      {
        messageKey: 'questionnaireIssues.tooYoung',
        funnelName: 'personal-information',
        stepName: 'birth-place',
      },
    ]);
  });

  it('a violation without a step is left out', () => {
    expect(fromFieldViolations([{ field: 'id', description: 'errors.field.required' }])).toEqual(
      [],
    );
  });
});
