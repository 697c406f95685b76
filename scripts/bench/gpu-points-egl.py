#!/usr/bin/env python3
"""GPU cost of the 6DoF player's per-frame work, measured natively through EGL + OpenGL (no browser).

Why this exists: the GPU machines we can borrow have no browser and reach no package registry, so the player itself
cannot run there. This script repeats exactly what the player asks of the GPU for each media frame: the frame's
positions are written into one vertex buffer sized for the largest frame (glBufferSubData, as three.js does for an
updated BufferAttribute), and the frame's points are drawn (glDrawArrays over the draw range). It reports, per
point count, the CPU time of the upload call, the GPU time of upload + draw (GL_TIME_ELAPSED), and the whole frame
(upload, draw, glFinish), beside a static-buffer baseline (draw only) in the same sitting. The renderer string is
printed with every figure. Runs on any EGL driver: NVIDIA headless, or Mesa's llvmpipe (software) for comparison.

Usage: python3 scripts/bench/gpu-points-egl.py [--mesh bunny.json] [--points 30000,100000] [--frames 300]
       [--size 1280x720] [--json out.json]
The mesh file is {"positions": [[x,y,z],...], "cells": [[a,b,c],...]} (the `bunny` npm package's shape); without one
a torus knot is sampled. Points are spread over the surface by area and animated (rotation + wave) per frame.
"""
import argparse
import ctypes
import json
import statistics
import sys
import time

import numpy as np

p = argparse.ArgumentParser()
p.add_argument('--mesh')
p.add_argument('--points', default='30000,100000')
p.add_argument('--frames', type=int, default=300)
p.add_argument('--size', default='1280x720')
p.add_argument('--json')
args = p.parse_args()
W, H = (int(v) for v in args.size.split('x'))

egl = ctypes.CDLL('libEGL.so.1')
gl = ctypes.CDLL('libOpenGL.so.0')
vp = ctypes.c_void_p
egl.eglGetProcAddress.restype = vp
egl.eglGetProcAddress.argtypes = [ctypes.c_char_p]
egl.eglGetDisplay.restype = vp
egl.eglInitialize.argtypes = [vp, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)]
egl.eglChooseConfig.argtypes = [vp, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(vp), ctypes.c_int,
                                ctypes.POINTER(ctypes.c_int)]
egl.eglCreateContext.restype = vp
egl.eglCreateContext.argtypes = [vp, vp, vp, ctypes.POINTER(ctypes.c_int)]
egl.eglMakeCurrent.argtypes = [vp, vp, vp, vp]
egl.eglQueryString.restype = ctypes.c_char_p
egl.eglQueryString.argtypes = [vp, ctypes.c_int]

EGL_NONE, EGL_OPENGL_API, EGL_PLATFORM_DEVICE_EXT = 0x3038, 0x30A2, 0x313F


def display():
    """The first EGL device (headless, no X), else the default display."""
    qd = egl.eglGetProcAddress(b'eglQueryDevicesEXT')
    gpd = egl.eglGetProcAddress(b'eglGetPlatformDisplayEXT')
    if qd and gpd:
        query = ctypes.CFUNCTYPE(ctypes.c_uint, ctypes.c_int, ctypes.POINTER(vp), ctypes.POINTER(ctypes.c_int))(qd)
        get = ctypes.CFUNCTYPE(vp, ctypes.c_int, vp, ctypes.POINTER(ctypes.c_int))(gpd)
        devs = (vp * 8)()
        n = ctypes.c_int()
        if query(8, devs, ctypes.byref(n)) and n.value > 0:
            for i in range(n.value):
                d = get(EGL_PLATFORM_DEVICE_EXT, devs[i], None)
                if d and egl.eglInitialize(d, None, None):
                    return d
    d = egl.eglGetDisplay(None)
    if not egl.eglInitialize(d, None, None):
        sys.exit('eglInitialize failed: no EGL display')
    return d


dpy = display()
egl.eglBindAPI(EGL_OPENGL_API)
# Rendering goes to our own framebuffer object, so any OpenGL-capable config will do, or none at all where the
# driver offers EGL_KHR_no_config_context.
cfg_attrs = (ctypes.c_int * 3)(0x3040, 0x0008, EGL_NONE)
cfg = vp()
n = ctypes.c_int()
if not egl.eglChooseConfig(dpy, cfg_attrs, ctypes.byref(cfg), 1, ctypes.byref(n)) or n.value < 1:
    cfg = vp()
ctx_attrs = (ctypes.c_int * 7)(0x3098, 3, 0x30FB, 3, 0x30FD, 0x1, EGL_NONE)
ctx = egl.eglCreateContext(dpy, cfg, None, ctx_attrs)
if not ctx or not egl.eglMakeCurrent(dpy, None, None, ctx):
    sys.exit('no surfaceless OpenGL 3.3 core context (EGL_KHR_surfaceless_context)')

gl.glGetString.restype = ctypes.c_char_p
gl.glClearColor.argtypes = [ctypes.c_float] * 4
u = ctypes.c_uint
GL_ARRAY_BUFFER, GL_DYNAMIC_DRAW, GL_FLOAT, GL_POINTS = 0x8892, 0x88E8, 0x1406, 0x0000
GL_TIME_ELAPSED, GL_QUERY_RESULT = 0x88BF, 0x8866
renderer = gl.glGetString(0x1F01).decode()
vendor = gl.glGetString(0x1F00).decode()
version = gl.glGetString(0x1F02).decode()


def shader(kind, src):
    s = gl.glCreateShader(kind)
    b = ctypes.c_char_p(src.encode())
    gl.glShaderSource(s, 1, ctypes.byref(b), None)
    gl.glCompileShader(s)
    ok = ctypes.c_int()
    gl.glGetShaderiv(s, 0x8B81, ctypes.byref(ok))
    if not ok.value:
        log = ctypes.create_string_buffer(4096)
        gl.glGetShaderInfoLog(s, 4096, None, log)
        sys.exit('shader: ' + log.value.decode())
    return s


prog = gl.glCreateProgram()
gl.glAttachShader(prog, shader(0x8B31, '''#version 330 core
layout(location = 0) in vec3 position;
uniform mat4 mvp;
void main() { gl_Position = mvp * vec4(position, 1.0); gl_PointSize = 2.0; }'''))
gl.glAttachShader(prog, shader(0x8B30, '''#version 330 core
out vec4 color;
void main() { color = vec4(0.85, 0.8, 0.7, 1.0); }'''))
gl.glLinkProgram(prog)
gl.glUseProgram(prog)

fbo, rb = u(), (u * 2)()
gl.glGenFramebuffers(1, ctypes.byref(fbo))
gl.glBindFramebuffer(0x8D40, fbo)
gl.glGenRenderbuffers(2, rb)
for i, (fmt, att) in enumerate(((0x8058, 0x8CE0), (0x81A6, 0x8D00))):  # RGBA8 colour, DEPTH_COMPONENT24
    gl.glBindRenderbuffer(0x8D41, rb[i])
    gl.glRenderbufferStorage(0x8D41, fmt, W, H)
    gl.glFramebufferRenderbuffer(0x8D40, att, 0x8D41, rb[i])
if gl.glCheckFramebufferStatus(0x8D40) != 0x8CD5:
    sys.exit('framebuffer incomplete')
gl.glViewport(0, 0, W, H)
gl.glEnable(0x0B71)  # depth test
gl.glEnable(0x8642)  # program point size

# A fixed perspective camera looking at the unit-sized content, as the player's initial view does.
f = 1 / np.tan(np.radians(50) / 2)
near, far = 0.01, 100
proj = np.array([[f * H / W, 0, 0, 0], [0, f, 0, 0], [0, 0, (far + near) / (near - far), 2 * far * near / (near - far)],
                 [0, 0, -1, 0]], dtype=np.float32)
view = np.eye(4, dtype=np.float32)
view[2, 3] = -2.2
mvp = (proj @ view).astype(np.float32)
gl.glUniformMatrix4fv(gl.glGetUniformLocation(prog, b'mvp'), 1, 1, mvp.ctypes.data_as(ctypes.POINTER(ctypes.c_float)))


def surface(n, rng):
    """n points spread over the mesh by triangle area (or over a torus knot), centred and scaled to unit size."""
    if args.mesh:
        m = json.load(open(args.mesh))
        v, c = np.asarray(m['positions'], np.float64), np.asarray(m['cells'], np.int64)
        a, b, d = v[c[:, 0]], v[c[:, 1]], v[c[:, 2]]
        area = np.linalg.norm(np.cross(b - a, d - a), axis=1)
        tri = rng.choice(len(c), n, p=area / area.sum())
        r1, r2 = np.sqrt(rng.random(n)), rng.random(n)
        pts = (1 - r1)[:, None] * a[tri] + (r1 * (1 - r2))[:, None] * b[tri] + (r1 * r2)[:, None] * d[tri]
    else:
        t = rng.random(n) * 2 * np.pi
        s = rng.random(n) * 2 * np.pi
        k = np.stack([np.sin(t) + 2 * np.sin(2 * t), np.cos(t) - 2 * np.cos(2 * t), -np.sin(3 * t)], 1)
        pts = k + 0.35 * np.stack([np.cos(s), np.sin(s), np.cos(s) * np.sin(s)], 1)
    pts -= pts.mean(0)
    return (pts / np.abs(pts).max()).astype(np.float32)


def frames(n, count):
    """Every frame of an animated sequence (rotation + travelling wave), as the decoder would hand them over."""
    base = surface(n, np.random.default_rng(7))
    out = np.empty((count, n, 3), np.float32)
    for i in range(count):
        a = 2 * np.pi * i / count
        rot = np.array([[np.cos(a), 0, np.sin(a)], [0, 1, 0], [-np.sin(a), 0, np.cos(a)]], np.float32)
        fr = base @ rot.T
        fr[:, 1] += 0.03 * np.sin(8 * fr[:, 0] + a * 4)
        out[i] = fr
    return out


def run(n, upload):
    seq = frames(n, args.frames)
    buf, vao, q = u(), u(), u()
    gl.glGenVertexArrays(1, ctypes.byref(vao))
    gl.glBindVertexArray(vao)
    gl.glGenBuffers(1, ctypes.byref(buf))
    gl.glBindBuffer(GL_ARRAY_BUFFER, buf)
    nbytes = seq[0].nbytes
    gl.glBufferData(GL_ARRAY_BUFFER, ctypes.c_ssize_t(nbytes), seq[0].ctypes.data_as(vp), GL_DYNAMIC_DRAW)
    gl.glVertexAttribPointer(0, 3, GL_FLOAT, 0, 12, None)
    gl.glEnableVertexAttribArray(0)
    gl.glGenQueries(1, ctypes.byref(q))
    cpu_upload, gpu, frame = [], [], []
    for rep in range(2):  # the first pass warms caches and drivers; the second is measured
        for i in range(args.frames):
            t0 = time.perf_counter()
            gl.glBeginQuery(GL_TIME_ELAPSED, q)
            if upload:
                gl.glBufferSubData(GL_ARRAY_BUFFER, ctypes.c_ssize_t(0), ctypes.c_ssize_t(nbytes), seq[i].ctypes.data_as(vp))
            t1 = time.perf_counter()
            gl.glClearColor(0.1, 0.1, 0.12, 1)
            gl.glClear(0x4100)
            gl.glDrawArrays(GL_POINTS, 0, n)
            gl.glEndQuery(GL_TIME_ELAPSED)
            gl.glFinish()
            t2 = time.perf_counter()
            ns = ctypes.c_uint64()
            gl.glGetQueryObjectui64v(q, GL_QUERY_RESULT, ctypes.byref(ns))
            if rep == 1:
                cpu_upload.append((t1 - t0) * 1e3)
                gpu.append(ns.value / 1e6)
                frame.append((t2 - t0) * 1e3)
    gl.glDeleteBuffers(1, ctypes.byref(buf))
    gl.glDeleteVertexArrays(1, ctypes.byref(vao))

    def pct(xs, k):
        return sorted(xs)[min(len(xs) - 1, int(k * len(xs)))]
    return {
        'points': n, 'frames': args.frames, 'upload_each_frame': upload,
        'upload_cpu_ms_median': round(statistics.median(cpu_upload), 4),
        'gpu_ms_median': round(statistics.median(gpu), 4), 'gpu_ms_p95': round(pct(gpu, 0.95), 4),
        'frame_ms_median': round(statistics.median(frame), 4), 'frame_ms_p95': round(pct(frame, 0.95), 4),
        'frames_over_33ms': sum(1 for x in frame if x > 1000 / 30),
    }


results = []
print(f'renderer: {renderer} | vendor: {vendor} | OpenGL {version} | EGL {egl.eglQueryString(dpy, 0x3053).decode()}'
      f' | {W}x{H}, {args.frames} frames')
print('  points  per frame   upload CPU ms  GPU ms med/p95     frame ms med/p95   frames > 33.3 ms', flush=True)
for n in (int(x) for x in args.points.split(',')):
    for upload in (False, True):
        r = run(n, upload)
        results.append(r)
        label = 'upload+draw' if upload else 'draw only'
        print(f"{n:>8}  {label:<11} {r['upload_cpu_ms_median']:>10.3f}   {r['gpu_ms_median']:>7.3f}/{r['gpu_ms_p95']:<8.3f}"
              f"  {r['frame_ms_median']:>7.3f}/{r['frame_ms_p95']:<8.3f}  {r['frames_over_33ms']}", flush=True)
if args.json:
    json.dump({'renderer': renderer, 'vendor': vendor, 'gl_version': version, 'size': [W, H], 'results': results},
              open(args.json, 'w'), indent=1)
