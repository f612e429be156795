/*
 * A disassembler plugin for HotSpot (the "hsdis" library that -XX:+PrintAssembly and JMH's
 * perfasm load), built on LLVM's C disassembler API. Debian's libhsdis0-fcml prints raw bytes
 * on this project's machines, which perfasm cannot split into instructions; LLVM's shared
 * library is often installed anyway (tried with LLVM 14).
 *
 * HotSpot calls decode_instructions_virtual once per code blob; the plugin reports each
 * instruction's start and end through event_callback ("insn", "/insn"), between which HotSpot
 * prints the address and its own annotations, and prints the instruction's text through
 * printf_callback. Intel syntax. x86-64 only.
 */
#include <stdint.h>
#include <string.h>

#include <llvm-c/Disassembler.h>

void LLVMInitializeX86TargetInfo(void);
void LLVMInitializeX86TargetMC(void);
void LLVMInitializeX86Disassembler(void);

typedef void* (*event_callback_t)(void* stream, const char* event, void* arg);
typedef int (*printf_callback_t)(void* stream, const char* format, ...);

/* Made on the first call; HotSpot prints from one thread at a time (under its tty lock). */
static LLVMDisasmContextRef context;

static LLVMDisasmContextRef disassembler(void) {
  if (context == NULL) {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86Disassembler();
    context = LLVMCreateDisasm("x86_64-pc-linux-gnu", NULL, 0, NULL, NULL);
    if (context != NULL) {
      LLVMSetDisasmOptions(context, LLVMDisassembler_Option_AsmPrinterVariant);
    }
  }
  return context;
}

void* decode_instructions_virtual(uintptr_t start_va, uintptr_t end_va, unsigned char* buffer,
                                  uintptr_t length, event_callback_t event_callback,
                                  void* event_stream, printf_callback_t printf_callback,
                                  void* printf_stream, const char* options, int newline) {
  (void) options;
  LLVMDisasmContextRef llvm = disassembler();
  uintptr_t pc = start_va;
  event_callback(event_stream, "insns", (void*) start_va);
  while (pc < end_va) {
    uintptr_t offset = pc - start_va;
    char text[256];
    size_t size = 0;
    event_callback(event_stream, "insn", (void*) pc);
    if (llvm != NULL && offset < length) {
      size = LLVMDisasmInstruction(llvm, buffer + offset, length - offset, pc, text,
                                   sizeof text);
    }
    if (size == 0) { /* not an instruction LLVM knows (or no LLVM): step one byte */
      size = 1;
      strcpy(text, "(bad)");
    }
    const char* shown = text;
    while (*shown == ' ' || *shown == '\t') {
      shown++;
    }
    printf_callback(printf_stream, "%s", shown);
    pc += size;
    event_callback(event_stream, "/insn", (void*) pc);
    if (newline) {
      printf_callback(printf_stream, "\n");
    }
  }
  event_callback(event_stream, "/insns", (void*) pc);
  return (void*) pc;
}
