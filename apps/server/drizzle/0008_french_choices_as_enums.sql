-- The French questionnaire's choices, kept by name in "order".questionnaire,
-- become the numbers of their formation.v1 enums, as the Spanish ones are:
-- each name takes its place in its enum (UNSPECIFIED being 0), and a text that
-- names no choice (the empty string among them) is removed, i.e. unanswered.
CREATE FUNCTION pg_temp.french_choice_as_number(answers jsonb, path text[], names text[])
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(answers #> path) IS DISTINCT FROM 'string' THEN answers
    WHEN array_position(names, answers #>> path) IS NULL THEN answers #- path
    ELSE jsonb_set(answers, path, to_jsonb(array_position(names, answers #>> path)))
  END
$$;
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,gender}',
  ARRAY['MALE', 'FEMALE']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,gender}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,maritalStatus}',
  ARRAY['SINGLE', 'MARRIED', 'PACS', 'DIVORCED', 'WIDOWED']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,maritalStatus}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,employmentStatus}',
  ARRAY['EMPLOYEE', 'JOB_SEEKER', 'STUDENT', 'RETIRED', 'SELF_EMPLOYED', 'OTHER']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,employmentStatus}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,monthlyIncome}',
  ARRAY['LESS_THAN_1500', 'FROM_1500_TO_3000', 'MORE_THAN_3000']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,monthlyIncome}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,proofAddressDocumentType}',
  ARRAY['UTILITY_BILL', 'TAX_NOTICE', 'HOME_INSURANCE', 'RENT_RECEIPT', 'HOST_CERTIFICATE']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,proofAddressDocumentType}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,identityDocumentType}',
  ARRAY['ID_CARD', 'PASSPORT', 'RESIDENCE_PERMIT']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,identityDocumentType}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,spouse,spouseRole}',
  ARRAY['NONE', 'COLLABORATOR', 'EMPLOYEE']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,spouse,spouseRole}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,spouse,identityDocumentType}',
  ARRAY['ID_CARD', 'PASSPORT', 'RESIDENCE_PERMIT']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,spouse,identityDocumentType}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{personalInformation,spouse,gender}',
  ARRAY['MALE', 'FEMALE']
)
WHERE jsonb_typeof(questionnaire #> '{personalInformation,spouse,gender}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{companyDetails,activityType}',
  ARRAY['COMMERCIAL', 'ARTISANAL', 'LIBERAL']
)
WHERE jsonb_typeof(questionnaire #> '{companyDetails,activityType}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{companyDetails,vta,regime}',
  ARRAY['FRANCHISE', 'REEL_SIMPLIFIE', 'REEL_NORMAL']
)
WHERE jsonb_typeof(questionnaire #> '{companyDetails,vta,regime}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{companyDetails,vta,frequency}',
  ARRAY['MONTHLY', 'QUARTERLY', 'ANNUAL']
)
WHERE jsonb_typeof(questionnaire #> '{companyDetails,vta,frequency}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{companyDetails,monthlyPaymentVolume}',
  ARRAY['LESS_THAN_5K', 'FROM_5K_TO_20K', 'FROM_20K_TO_50K', 'MORE_THAN_50K']
)
WHERE jsonb_typeof(questionnaire #> '{companyDetails,monthlyPaymentVolume}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{companyDetails,socialSecurityPaymentFrequency}',
  ARRAY['MONTHLY', 'QUARTERLY']
)
WHERE jsonb_typeof(questionnaire #> '{companyDetails,socialSecurityPaymentFrequency}') = 'string';
--> statement-breakpoint
UPDATE "order"
SET questionnaire = pg_temp.french_choice_as_number(
  questionnaire,
  '{companyDetails,addressType}',
  ARRAY['HOME', 'DOMICILIATION', 'COMMERCIAL_LEASE']
)
WHERE jsonb_typeof(questionnaire #> '{companyDetails,addressType}') = 'string';
--> statement-breakpoint
DROP FUNCTION pg_temp.french_choice_as_number(jsonb, text[], text[]);
