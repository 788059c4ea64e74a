module github.com/go-gl/glfw/v3.3/glfw

go 1.10
