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
CREATE TABLE "sandbox_bank_webhook" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_account" ADD CONSTRAINT "company_account_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_account" ADD CONSTRAINT "company_account_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_account" ADD CONSTRAINT "company_account_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_account_due_idx" ON "company_account" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sandbox_bank_webhook_due_idx" ON "sandbox_bank_webhook" USING btree ("next_attempt_at");