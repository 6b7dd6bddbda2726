CREATE TABLE "company_account_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"resource_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_account" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"provider" text NOT NULL,
	"provider_onboarding_id" text,
	"onboarding_url" text,
	"legal_representative_membership_id" text,
	"bank_portal_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_account_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "company_account_provider_onboarding_id_unique" UNIQUE("provider_onboarding_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_onboarding" (
	"id" text PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"locale" text NOT NULL,
	"redirect_url" text NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"account_id" text,
	"legal_representative_membership_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bank_onboarding_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "sandbox_bank_onboarding_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sandbox_onboarding_webhook" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"provider_case_id" text NOT NULL,
	"deposit_id" uuid,
	"outcome" text NOT NULL,
	"status_after" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capital_deposit_shareholder" (
	"id" uuid PRIMARY KEY NOT NULL,
	"deposit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"provider_shareholder_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"verification_status" text NOT NULL,
	"onboarding_url" text,
	"iban" text,
	"bic" text,
	"account_holder" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capital_deposit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_case_id" text,
	"status" text NOT NULL,
	"bank_status" text,
	"paid_up_amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"legal_representative_membership_id" text,
	"certificate_document_id" uuid,
	"bank_updated_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_deposit_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "capital_deposit_provider_case_id_unique" UNIQUE("provider_case_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_webhook" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_capital_deposit_case" (
	"id" text PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"status" text NOT NULL,
	"company_name" text NOT NULL,
	"currency" text NOT NULL,
	"legal_representative_membership_id" text NOT NULL,
	"shareholders" jsonb NOT NULL,
	"certificate_storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_capital_deposit_case_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_account" ADD CONSTRAINT "company_account_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_account" ADD CONSTRAINT "company_account_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_account" ADD CONSTRAINT "company_account_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_webhook_event" ADD CONSTRAINT "bank_webhook_event_deposit_id_capital_deposit_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."capital_deposit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_deposit_shareholder" ADD CONSTRAINT "capital_deposit_shareholder_deposit_id_capital_deposit_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."capital_deposit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_deposit" ADD CONSTRAINT "capital_deposit_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_account_due_idx" ON "company_account" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sandbox_onboarding_webhook_due_idx" ON "sandbox_onboarding_webhook" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "bank_webhook_event_deposit_idx" ON "bank_webhook_event" USING btree ("deposit_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "capital_deposit_shareholder_position_idx" ON "capital_deposit_shareholder" USING btree ("deposit_id","position");--> statement-breakpoint
CREATE INDEX "capital_deposit_next_attempt_idx" ON "capital_deposit" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "sandbox_bank_webhook_due_idx" ON "sandbox_bank_webhook" USING btree ("next_attempt_at");