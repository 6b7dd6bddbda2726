CREATE TABLE "operator_action" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_user_id" text NOT NULL,
	"action" text NOT NULL,
	"order_id" uuid,
	"target" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_note" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"author_user_id" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_change" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_signature_request" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"locale" text NOT NULL,
	"documents" jsonb NOT NULL,
	"audit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_signature_request_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signature_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"provider_request_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_request" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_request_id" text,
	"status" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"locale" text NOT NULL,
	"signing_url" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "signature_request_provider_request_id_unique" UNIQUE("provider_request_id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_note" ADD CONSTRAINT "order_note_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_change" ADD CONSTRAINT "order_status_change_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_request" ADD CONSTRAINT "signature_request_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_action_order_id_idx" ON "operator_action" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_action_operator_idx" ON "operator_action" USING btree ("operator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_note_order_id_idx" ON "order_note" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_change_order_id_idx" ON "order_status_change" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_request_order_id_idx" ON "signature_request" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_request_one_open_idx" ON "signature_request" USING btree ("order_id") WHERE "signature_request"."status" in ('PREPARING', 'SENT');--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key");